// Span annotation rules: selections snapped to words, overlap and replacement, levels, undo and redo, the
// keyboard caret.
export * from './spanSelection';
export * from './spanEdits';
export * from './spanLevels';
export * from './spanChunkGroups';
export * from './spanHistory';
export * from './spanShortcuts';
export * from './spanCaret';
export * from './createSpanEditorStore';
