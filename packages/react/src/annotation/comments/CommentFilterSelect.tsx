import { COMMENT_FILTERS, changeCommentFilter, type CommentFilter } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { useCriteria } from '../view/useCriteria';

type Choice = CommentFilter | 'all';

/**
 * The comments filter of the Filters panel: all records, those with open comments, or those with an open comment that
 * mentions the user. Searched beside the Argilla wire (docs/comments-and-history.md).
 *
 * @example
 * <CommentFilterSelect />
 */
export function CommentFilterSelect() {
  const t = useT();
  const [{ comments }, criteria] = useCriteria((s) => ({ comments: s.committed.comments }));
  const choices: Choice[] = ['all', ...COMMENT_FILTERS];
  return (
    <div className="mg-toolbar__field">
      <Select
        label={t('annotation.comments.filterLabel')}
        className="mg-comment-filter"
        value={comments ?? 'all'}
        options={choices.map((choice) => ({
          value: choice,
          label: t(`annotation.comments.filters.${choice}`),
        }))}
        onChange={(choice: Choice) => changeCommentFilter(criteria, choice === 'all' ? null : choice)}
      />
    </div>
  );
}
