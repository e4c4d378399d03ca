import { useState, type KeyboardEvent } from 'react';
import {
  caretSelection,
  spanAtCaret,
  spanCaretIntent,
  type SpanAnswerItem,
  type SpanCaret,
  type SpanEditorState,
} from '@marginalia/core';
import { useT } from '../../hooks/useT';
import type { SpanLabel } from './spanLabel';

/** What {@link useSpanCaret} gives the span field's text. */
export interface SpanCaretKeys {
  /** Handles a key on the text; returns whether it was a caret key (then its default is prevented). */
  onKeyDown(event: KeyboardEvent<HTMLElement>): boolean;
  /** The text got the focus from the keyboard: the caret shows where it was, or on the first word. */
  onKeyboardFocus(): void;
  /** What the live region says after the last caret key ("Selected: Port Alder"). */
  announcement: string;
}

/**
 * Maps the keys of the span field's text to the core's caret intents (the rules live in `@marginalia/core`,
 * `span/spanCaret.ts`) and words what happened for screen readers. Escape calls `onLeave`.
 *
 * @example
 * const caretKeys = useSpanCaret(editor, text, labels, () => labelRadio.focus());
 * <div onKeyDown={(event) => caretKeys.onKeyDown(event) && event.preventDefault()} />
 */
export function useSpanCaret(
  editor: SpanEditorState,
  text: string,
  labels: readonly SpanLabel[],
  onLeave: () => void,
): SpanCaretKeys {
  const t = useT();
  const [announcement, setAnnouncement] = useState('');
  const labelText = (value: string) => labels.find((label) => label.value === value)?.text ?? value;

  const announceCaret = (caret: SpanCaret | null) => {
    if (!caret) return;
    const selection = caretSelection(caret);
    const tagged = spanAtCaret(editor.spans, caret);
    const params = {
      text: text.slice(selection.start, selection.end),
      label: tagged && labelText(tagged.label),
    };
    setAnnouncement(
      t(
        tagged ? 'annotationQuestions.span.caret.selectedTagged' : 'annotationQuestions.span.caret.selected',
        params,
      ),
    );
  };

  /** Says which span was made or removed ("Tagged Port Alder as Location"); nothing when none was. */
  const announceSpan = (key: string, span: SpanAnswerItem | null) => {
    if (span) setAnnouncement(t(key, { text: text.slice(span.start, span.end), label: labelText(span.label) }));
  };

  return {
    announcement,
    onKeyboardFocus: () => announceCaret(editor.placeCaret()),
    onKeyDown(event) {
      const intent = spanCaretIntent(event);
      if (!intent) return false;
      switch (intent.type) {
        case 'move':
          announceCaret(editor.moveCaret(intent.step, intent.extend));
          return true;
        case 'create':
          announceSpan('annotationQuestions.span.caret.created', editor.createFromCaret());
          return true;
        case 'remove':
          announceSpan('annotationQuestions.span.caret.removed', editor.removeAtCaret());
          return true;
        case 'toggleCharacterMode': {
          const unit = editor.toggleCharacterMode();
          if (unit === null) return false;
          setAnnouncement(
            t(
              unit === 'character'
                ? 'annotationQuestions.span.caret.characters'
                : 'annotationQuestions.span.caret.words',
            ),
          );
          return true;
        }
        case 'leave':
          editor.clearCaret();
          setAnnouncement('');
          onLeave();
          return true;
      }
    },
  };
}
