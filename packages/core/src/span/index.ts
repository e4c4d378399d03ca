// Span annotation rules: selections snapped to words, overlap and replacement, levels, undo and redo, the
// keyboard caret.
export type { SpanRange, SpanSelectionOptions } from './spanSelection';
export { isWordCharacter, spanRangeFromSelection } from './spanSelection';
export {
  spansOverlap,
  sameSpan,
  sameSpans,
  sortSpans,
  addSpan,
  removeSpan,
  relabelSpan,
  clipSpans,
  spansAt,
} from './spanEdits';
export {
  SPAN_LINE_HEIGHT_PX,
  SPAN_OVERLAP_LINE_HEIGHT_PX,
  SPAN_LEVEL_GAP_PX,
  spanLevels,
  spanLineHeight,
} from './spanLevels';
export type { SpanHistory } from './spanHistory';
export {
  SPAN_HISTORY_LIMIT,
  createSpanHistory,
  pushSpanHistory,
  undoSpanHistory,
  redoSpanHistory,
} from './spanHistory';
export type { SpanKeyEvent, SpanCaretIntent } from './spanShortcuts';
export { spanHistoryShortcut, spanCaretIntent } from './spanShortcuts';
export type { SpanCaret, CaretStep } from './spanCaret';
export {
  nextWord,
  previousWord,
  startCaret,
  moveCaret,
  withCharacterMode,
  caretSelection,
  spanAtCaret,
} from './spanCaret';
export type {
  SpanEditorOptions,
  SpanEditorState,
  SpanEditorStore,
  SpanEditorTimers,
} from './createSpanEditorStore';
export {
  createSpanEditorStore,
  SHIFT_HINT_DELAY_MS,
  ENTITY_CURSOR_MS,
  SHIFT_USED_STORAGE_KEY,
} from './createSpanEditorStore';
