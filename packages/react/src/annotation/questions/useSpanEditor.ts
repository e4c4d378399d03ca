import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnswerValue, Question, SpanAnswerItem } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { clipSpans, createSpanEditorStore, type SpanEditorState } from '@marginalia/core';
import { useQuestionPreferencesStorage } from './QuestionPreferences';

function asSpans(value: AnswerValue | undefined): SpanAnswerItem[] | undefined {
  return Array.isArray(value) ? (value as SpanAnswerItem[]) : undefined;
}

/**
 * The span editor of a question over a text, kept in step with the answer: edits go to `onChange`; an answer
 * changed from outside (another record, a clear) restarts the undo history.
 *
 * @example
 * const editor = useSpanEditor(question, text, value, onChange);
 * editor.createFromSelection(4, 9, false);
 */
export function useSpanEditor(
  question: Question,
  text: string,
  value: AnswerValue | undefined,
  onChange: (value: AnswerValue | undefined) => void,
): SpanEditorState {
  const change = useRef(onChange);
  useLayoutEffect(() => {
    change.current = onChange;
  });
  const storage = useQuestionPreferencesStorage();
  const [store] = useState(() =>
    createSpanEditorStore({
      labels: question.options.map((option) => String(option.value)),
      allowOverlapping: question.allowOverlapping,
      allowCharacterAnnotation: question.allowCharacterAnnotation,
      text,
      spans: asSpans(value),
      onChange: (spans) => change.current(spans),
      storage: storage ?? undefined,
    }),
  );
  useEffect(() => store.getState().sync(text, asSpans(value)), [store, text, value]);
  useEffect(() => () => store.getState().dispose(), [store]);
  const state = useStoreSelector(store, (current) => current);
  // Until the store has synced to a new record, its spans belong to the old text: show the new answer instead.
  const spans = useMemo(
    () => (state.text === text ? state.spans : clipSpans(asSpans(value) ?? [], text.length)),
    [state.text, state.spans, text, value],
  );
  return spans === state.spans ? state : { ...state, spans };
}
