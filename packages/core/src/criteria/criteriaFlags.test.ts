import { describe, expect, it } from 'vitest';
import { criteriaFlags } from './criteriaFlags';
import { defaultRecordCriteria, type RecordCriteria } from './RecordCriteria';

describe('criteriaFlags', () => {
  it('reports nothing for the defaults', () => {
    expect(criteriaFlags(defaultRecordCriteria())).toEqual({
      isFilteredByText: false,
      isFilteredByMetadata: false,
      isFilteredByResponse: false,
      isFilteredByReviewStatus: false,
      isFilteredBySuggestion: false,
      isFilteredBySimilarity: false,
      isFilteredByComments: false,
      isFilteredBySort: false,
      isFilteredByStatus: false,
      isFiltered: false,
    });
  });

  it('reports a status other than pending without counting it as filtering', () => {
    const flags = criteriaFlags({ ...defaultRecordCriteria(), status: 'valid' });
    expect(flags.isFilteredByStatus).toBe(true);
    expect(flags.isFiltered).toBe(false);
  });

  it.each<[keyof ReturnType<typeof criteriaFlags>, Partial<RecordCriteria>]>([
    ['isFilteredByText', { searchText: { text: 'x', field: 'all' } }],
    ['isFilteredByMetadata', { metadata: [{ name: 'm', value: ['a'] }] }],
    ['isFilteredByResponse', { response: [{ name: 'q', value: ['a'] }] }],
    [
      'isFilteredBySuggestion',
      { suggestion: [{ question: 'q', configurations: [{ name: 'agent', value: ['a'] }] }] },
    ],
    [
      'isFilteredBySimilarity',
      { similaritySearch: { recordId: 'r', vectorName: 'v', limit: 50, order: 'most' } },
    ],
    ['isFilteredBySort', { sortBy: [{ entity: 'record', name: 'inserted_at', order: 'asc' }] }],
  ])('sets %s and isFiltered', (flag, part) => {
    const flags = criteriaFlags({ ...defaultRecordCriteria(), ...part });
    expect(flags[flag]).toBe(true);
    expect(flags.isFiltered).toBe(true);
  });

  it('does not count blank search text', () => {
    expect(
      criteriaFlags({ ...defaultRecordCriteria(), searchText: { text: '  ', field: 'all' } })
        .isFilteredByText,
    ).toBe(false);
  });
});
