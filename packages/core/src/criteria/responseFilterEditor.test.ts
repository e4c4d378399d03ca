import { describe, expect, it } from 'vitest';
import type { QuestionType } from '../api/wire/questions';
import type { ResponseFilter } from './RecordCriteria';
import { responseFilterEditor, withResponseFilterEdit, type FilterQuestion } from './responseFilterEditor';

function question(name: string, type: QuestionType, values: (string | number)[]): FilterQuestion {
  const options = values.map((value, index) => ({
    id: `${name}_${index}`,
    value,
    text: `Option ${value}`,
    description: null,
    color: null,
  }));
  return { name, type, options };
}

const rating = question('stars', 'rating', [1, 2, 3, 4, 5]);
const single = question('sentiment', 'label_selection', ['pos', 'neg']);
const multi = question('topics', 'multi_label_selection', ['a', 'b', 'c']);
const other: ResponseFilter = { name: 'other', value: ['x'] };

describe('responseFilterEditor', () => {
  it('shows a rating as a whole-number range from the first to the last option', () => {
    expect(responseFilterEditor(rating, [])).toEqual({
      kind: 'range',
      bounds: { min: 1, max: 5 },
      value: { ge: 1, le: 5 },
      step: 1,
    });
    expect(responseFilterEditor(rating, [{ name: 'stars', value: { ge: 2, le: 4 } }])).toMatchObject({
      value: { ge: 2, le: 4 },
    });
  });

  it('has nothing to show for a rating without numeric options', () => {
    expect(responseFilterEditor(question('stars', 'rating', ['low', 'high']), [])).toEqual({ kind: 'unavailable' });
  });

  it('shows single-label options without an operator and multi-label with and by default', () => {
    expect(responseFilterEditor(single, [{ name: 'sentiment', value: ['neg'] }])).toEqual({
      kind: 'labels',
      options: [
        { value: 'pos', label: 'Option pos' },
        { value: 'neg', label: 'Option neg' },
      ],
      selected: ['neg'],
      operator: null,
      searchable: false,
    });
    expect(responseFilterEditor(multi, [])).toMatchObject({ selected: [], operator: 'and' });
    expect(
      responseFilterEditor(multi, [{ name: 'topics', value: { operator: 'or', values: ['b'] } }]),
    ).toMatchObject({ selected: ['b'], operator: 'or' });
  });

  it('gets a search box from ten options on', () => {
    const nine = question('q', 'label_selection', ['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const ten = question('q', 'label_selection', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(responseFilterEditor(nine, [])).toMatchObject({ searchable: false });
    expect(responseFilterEditor(ten, [])).toMatchObject({ searchable: true });
  });
});

describe('withResponseFilterEdit', () => {
  it('stores a rating range, and clears it when it spans every option', () => {
    const filters = withResponseFilterEdit([other], rating, { range: { ge: 2, le: 5 } });
    expect(filters).toEqual([other, { name: 'stars', value: { ge: 2, le: 5 } }]);
    expect(withResponseFilterEdit(filters, rating, { range: { ge: 1, le: 5 } })).toEqual([other]);
  });

  it('stores single-label values as a list and clears the filter when none is chosen', () => {
    const filters = withResponseFilterEdit([], single, { labels: ['pos'] });
    expect(filters).toEqual([{ name: 'sentiment', value: ['pos'] }]);
    expect(withResponseFilterEdit(filters, single, { labels: [] })).toEqual([]);
  });

  it('stores multi-label values with their operator, and keeps the filter in its place', () => {
    const start: ResponseFilter[] = [{ name: 'topics', value: { operator: 'and', values: ['a'] } }, other];
    const withOr = withResponseFilterEdit(start, multi, { operator: 'or' });
    expect(withOr).toEqual([{ name: 'topics', value: { operator: 'or', values: ['a'] } }, other]);
    expect(withResponseFilterEdit(withOr, multi, { labels: ['a', 'c'] })).toEqual([
      { name: 'topics', value: { operator: 'or', values: ['a', 'c'] } },
      other,
    ]);
    expect(withResponseFilterEdit(withOr, multi, { labels: [] })).toEqual([other]);
  });

  it('ignores an edit that does not fit the question', () => {
    expect(withResponseFilterEdit([other], rating, { labels: ['1'] })).toEqual([other]);
    expect(withResponseFilterEdit([other], single, { range: { ge: 0, le: 1 } })).toEqual([other]);
    expect(withResponseFilterEdit([other], single, { operator: 'or' })).toEqual([other]);
  });
});
