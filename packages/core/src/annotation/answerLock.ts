import type { AnnotationAction } from './annotationState';

/**
 * Whether the form takes no answers while `action` runs. A draft save (usually the autosave) never locks it:
 * the user keeps typing while it runs, and submit waits for it. Submit, discard and clear do: their answers
 * are on their way and the record is about to change.
 */
export function locksAnswers(action: AnnotationAction | null): boolean {
  return action !== null && action !== 'draft';
}
