import type { QuestionType } from '../api/wire/questions';
import { responseFilterQuestions } from './filterableQuestions';
import type { RecordCriteria } from './RecordCriteria';

/** One entry of the filters panel and whether the draft filters by it. */
export interface FiltersPanelEntry<S> {
  subject: S;
  active: boolean;
}

/** What the Filters button and its panel show. */
export interface FiltersPanelView<P, Q> {
  /** Active filters of the committed criteria (review status and comments included); the button shows it when above zero. */
  count: number;
  metadata: FiltersPanelEntry<P>[];
  /** Questions offered as response filters (single label, multi label, rating). */
  responses: FiltersPanelEntry<Q>[];
  /** The same questions' suggestions. */
  suggestions: FiltersPanelEntry<Q>[];
}

type Criteria = Pick<RecordCriteria, 'metadata' | 'response' | 'suggestion' | 'reviewStatus' | 'comments'>;

/**
 * The filters panel: the visible metadata properties, the questions offered as response filters and the same
 * questions' suggestions, each marked active when the draft filters by it, and the count of active filters.
 *
 * @example
 * const panel = selectFiltersPanel({ draft, committed }, properties, questions);
 * panel.count; // 2
 */
export function selectFiltersPanel<P extends { name: string }, Q extends { name: string; type: QuestionType }>(
  { draft, committed }: { draft: Criteria; committed: Criteria },
  properties: readonly P[],
  questions: readonly Q[],
): FiltersPanelView<P, Q> {
  const filterable = responseFilterQuestions(questions);
  const metadata = properties.map((subject) => ({
    subject,
    active: draft.metadata.some((filter) => filter.name === subject.name),
  }));
  const responses = filterable.map((subject) => ({
    subject,
    active: draft.response.some((filter) => filter.name === subject.name),
  }));
  const suggestions = filterable.map((subject) => ({
    subject,
    active: draft.suggestion.some((filter) => filter.question === subject.name),
  }));
  return {
    count:
      committed.metadata.length +
      committed.response.length +
      committed.suggestion.length +
      (committed.reviewStatus === null ? 0 : 1) +
      (committed.comments === null ? 0 : 1),
    metadata,
    responses,
    suggestions,
  };
}
