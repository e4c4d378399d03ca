import { responseFilterEditor, type Question } from '@marginalia/core';
import { useCriteria } from '../view/useCriteria';
import { FilterValueEditor } from './FilterValueEditor';

export interface ResponseFilterEditorProps {
  /** A single-label, multi-label or rating question. */
  question: Question;
}

/**
 * The response filter of one question: the chosen labels (combined with and/or for multi-label questions) or a
 * rating range between the first and last option. The core decides what is shown and builds the filter.
 *
 * @example
 * <ResponseFilterEditor question={ratingQuestion} />
 */
export function ResponseFilterEditor({ question }: ResponseFilterEditorProps) {
  const [filters, criteria] = useCriteria((s) => s.draft.response);
  return (
    <FilterValueEditor
      label={question.title}
      view={responseFilterEditor(question, filters)}
      onEdit={(edit) => criteria.getState().editResponseFilter(question, edit)}
    />
  );
}
