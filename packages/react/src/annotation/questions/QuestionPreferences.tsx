import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { KeyValueStorage } from '@marginalia/core';

const QuestionPreferencesContext = createContext<KeyValueStorage | null>(null);

export interface QuestionPreferencesProviderProps {
  /** Where per-question view choices persist, e.g. `window.localStorage`. */
  storage: KeyValueStorage;
  children?: ReactNode;
}

/**
 * Remembers per-question view choices (label lists expanded or collapsed) in the injected storage. Without this
 * provider the choices last as long as the question stays on screen.
 *
 * @example
 * <QuestionPreferencesProvider storage={window.localStorage}><AnnotationView datasetId={id} /></QuestionPreferencesProvider>
 */
export function QuestionPreferencesProvider({ storage, children }: QuestionPreferencesProviderProps) {
  return <QuestionPreferencesContext.Provider value={storage}>{children}</QuestionPreferencesContext.Provider>;
}

/**
 * The storage of the nearest {@link QuestionPreferencesProvider}, or null.
 *
 * @example
 * const storage = useQuestionPreferencesStorage();
 */
export function useQuestionPreferencesStorage(): KeyValueStorage | null {
  return useContext(QuestionPreferencesContext);
}

/** Storage key of a question's expanded flag. */
export function expandedStorageKey(questionId: string): string {
  return `marginalia.questions.${questionId}.expanded`;
}

/**
 * Whether a question's option list is expanded, remembered per question (in the provider's storage, or a
 * prop's, which wins).
 *
 * @example
 * const [expanded, setExpanded] = useRememberedExpanded(question.id);
 */
export function useRememberedExpanded(
  questionId: string,
  explicitStorage?: KeyValueStorage,
): [boolean, (expanded: boolean) => void] {
  const contextStorage = useContext(QuestionPreferencesContext);
  const storage = explicitStorage ?? contextStorage;
  const [state, setState] = useState(() => ({
    questionId,
    expanded: storage?.getItem(expandedStorageKey(questionId)) === 'true',
  }));
  // Another question in the same slot reads its own remembered choice.
  const expanded =
    state.questionId === questionId ? state.expanded : storage?.getItem(expandedStorageKey(questionId)) === 'true';
  const setExpanded = useCallback(
    (next: boolean) => {
      storage?.setItem(expandedStorageKey(questionId), String(next));
      setState({ questionId, expanded: next });
    },
    [questionId, storage],
  );
  return [expanded, setExpanded];
}
