import { describe, expect, it } from 'vitest';
import { selectFiltersPanel } from './filtersPanel';
import { defaultRecordCriteria, type RecordCriteria } from './RecordCriteria';

const questions = [
  { name: 'stars', type: 'rating' as const },
  { name: 'notes', type: 'text' as const },
  { name: 'topics', type: 'multi_label_selection' as const },
];
const properties = [{ name: 'category' }];

describe('selectFiltersPanel', () => {
  it('marks what the draft filters by and counts the committed filters', () => {
    const committed: RecordCriteria = { ...defaultRecordCriteria(), metadata: [{ name: 'category', value: ['a'] }] };
    const draft: RecordCriteria = {
      ...committed,
      response: [{ name: 'stars', value: { ge: 2, le: 5 } }],
      suggestion: [{ question: 'topics', configurations: [{ name: 'agent', value: ['x'] }] }],
    };
    const panel = selectFiltersPanel({ draft, committed }, properties, questions);
    expect(panel.count).toBe(1);
    expect(panel.metadata).toEqual([{ subject: properties[0], active: true }]);
    expect(panel.responses.map(({ subject, active }) => [subject.name, active])).toEqual([
      ['stars', true],
      ['topics', false],
    ]);
    expect(panel.suggestions.map(({ subject, active }) => [subject.name, active])).toEqual([
      ['stars', false],
      ['topics', true],
    ]);
  });

  it('lists nothing without properties and without filterable questions', () => {
    const criteria = defaultRecordCriteria();
    const panel = selectFiltersPanel({ draft: criteria, committed: criteria }, [], [questions[1]!]);
    expect([panel.metadata, panel.responses, panel.suggestions]).toEqual([[], [], []]);
    expect(panel.count).toBe(0);
  });

  it('counts the review-status and comments filters the panel holds too', () => {
    const committed: RecordCriteria = { ...defaultRecordCriteria(), reviewStatus: 'accepted', comments: 'mentions' };
    const panel = selectFiltersPanel({ draft: committed, committed }, properties, questions);
    expect(panel.count).toBe(2);
    const onlyComments: RecordCriteria = { ...defaultRecordCriteria(), comments: 'open' };
    expect(selectFiltersPanel({ draft: onlyComments, committed: onlyComments }, [], []).count).toBe(1);
  });
});
