import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../api/wire/questions';
import type { SuggestionFilter } from './RecordCriteria';
import type { FilterQuestion } from './responseFilterEditor';
import { suggestionFilterEditor, withSuggestionFilterEdit } from './suggestionFilterEditor';

function question(name: string, type: QuestionType, values: (string | number)[]): FilterQuestion {
  const options = values.map((value, index) => ({ id: `${name}_${index}`, value, text: String(value), description: null, color: null }));
  return { name, type, options };
}

const rating = question('stars', 'rating', [1, 2, 3]);
const single = question('sentiment', 'label_selection', ['pos', 'neg']);
const multi = question('topics', 'dynamic_multi_label_selection', ['a', 'b']);
const other: SuggestionFilter = { question: 'other', configurations: [{ name: 'agent', value: ['x'] }] };

describe('suggestionFilterEditor', () => {
  it('shows the score between 0 and 1 in hundredths, and the agents only when one exists', () => {
    const view = suggestionFilterEditor(single, [], []);
    expect(view.score).toEqual({ kind: 'range', bounds: { min: 0, max: 1 }, value: { ge: 0, le: 1 }, step: 0.01 });
    expect(view.agent).toBeNull();
    expect(suggestionFilterEditor(single, ['gpt-4'], []).agent).toEqual({
      kind: 'labels',
      options: [{ value: 'gpt-4', label: 'gpt-4' }],
      selected: [],
      operator: null,
      searchable: false,
    });
  });

  it('shows the suggested value as a rating range or as labels (and/or for multi-label)', () => {
    expect(suggestionFilterEditor(rating, [], []).value).toMatchObject({ kind: 'range', bounds: { min: 1, max: 3 } });
    expect(suggestionFilterEditor(single, [], []).value).toMatchObject({ kind: 'labels', operator: null });
    const filters: SuggestionFilter[] = [
      { question: 'topics', configurations: [{ name: 'value', value: { values: ['b'], operator: 'or' } }] },
    ];
    expect(suggestionFilterEditor(multi, [], filters).value).toMatchObject({ selected: ['b'], operator: 'or' });
  });
});

describe('withSuggestionFilterEdit', () => {
  it('builds each part, in the order they were first set', () => {
    let filters = withSuggestionFilterEdit([other], multi, { part: 'score', range: { ge: 0.5, le: 1 } });
    filters = withSuggestionFilterEdit(filters, multi, { part: 'value', labels: ['a'] });
    filters = withSuggestionFilterEdit(filters, multi, { part: 'agent', labels: ['gpt-4'] });
    expect(filters).toEqual([
      other,
      {
        question: 'topics',
        configurations: [
          { name: 'score', value: { ge: 0.5, le: 1 } },
          { name: 'value', value: { values: ['a'], operator: 'and' } },
          { name: 'agent', value: ['gpt-4'] },
        ],
      },
    ]);
    filters = withSuggestionFilterEdit(filters, multi, { part: 'value', operator: 'or' });
    expect(filters[1]?.configurations[1]).toEqual({ name: 'value', value: { values: ['a'], operator: 'or' } });
  });

  it('sends single-label values without an operator', () => {
    expect(withSuggestionFilterEdit([], single, { part: 'value', labels: ['neg'] })).toEqual([
      { question: 'sentiment', configurations: [{ name: 'value', value: { values: ['neg'] } }] },
    ]);
  });

  it('clears a part on a full range or an empty choice, and drops a question left without parts', () => {
    let filters = withSuggestionFilterEdit([], rating, { part: 'value', range: { ge: 2, le: 3 } });
    filters = withSuggestionFilterEdit(filters, rating, { part: 'score', range: { ge: 0, le: 0.4 } });
    filters = withSuggestionFilterEdit(filters, rating, { part: 'value', range: { ge: 1, le: 3 } });
    expect(filters).toEqual([{ question: 'stars', configurations: [{ name: 'score', value: { ge: 0, le: 0.4 } }] }]);
    expect(withSuggestionFilterEdit(filters, rating, { part: 'score', range: { ge: 0, le: 1 } })).toEqual([]);
    expect(withSuggestionFilterEdit([other], single, { part: 'value', labels: [] })).toEqual([other]);
  });

  it('ignores an edit that does not fit the part', () => {
    expect(withSuggestionFilterEdit([other], single, { part: 'score', labels: ['a'] })).toEqual([other]);
    expect(withSuggestionFilterEdit([other], single, { part: 'agent', range: { ge: 0, le: 1 } })).toEqual([other]);
    expect(withSuggestionFilterEdit([other], rating, { part: 'value', labels: ['1'] })).toEqual([other]);
  });
});
