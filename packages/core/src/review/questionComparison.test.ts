import { describe, expect, it } from 'vitest';
import { toQuestion } from '../model/Question';
import { answersDisagree, compareQuestion, type AnnotatorAnswer } from './questionComparison';
import { REVIEW_QUESTIONS } from './testing/reviewFixtures';

const question = (name: string) => toQuestion(REVIEW_QUESTIONS.find((q) => q.name === name)!);
const answers = (...values: unknown[]): AnnotatorAnswer[] =>
  values.map((value, index) => ({ userId: `u${index}`, username: ['ann', 'bob', 'cat'][index]!, value: value as never }));
const fields = { text: 'Ada met Bob in Paris' };

describe('compareQuestion', () => {
  it('counts each label with the names of who chose it and marks the gold one', () => {
    const comparison = compareQuestion({
      question: question('sentiment'),
      answers: answers('positive', 'negative', 'positive'),
      gold: 'positive',
      fields,
    });
    expect(comparison.kind).toBe('choices');
    expect(comparison.disagrees).toBe(true);
    if (comparison.kind !== 'choices') return;
    expect(comparison.options).toEqual([
      { value: 'positive', text: 'positive', count: 2, annotators: ['ann', 'cat'], inGold: true },
      { value: 'negative', text: 'negative', count: 1, annotators: ['bob'], inGold: false },
      { value: 'neutral', text: 'neutral', count: 0, annotators: [], inGold: false },
    ]);
  });

  it('compares multi-label answers as sets, and lists labels outside the options', () => {
    const q = question('topics');
    expect(answersDisagree(q, answers(['sport', 'tech'], ['tech', 'sport']))).toBe(false);
    const comparison = compareQuestion({ question: q, answers: answers(['sport'], ['weather']), gold: undefined, fields });
    if (comparison.kind !== 'choices') throw new Error(comparison.kind);
    expect(comparison.options.map((o) => [o.value, o.count])).toEqual([
      ['sport', 1],
      ['politics', 0],
      ['tech', 0],
      ['weather', 1],
    ]);
  });

  it('gives a rating the distribution of its values', () => {
    const comparison = compareQuestion({ question: question('quality'), answers: answers(4, 4, 2), gold: 4, fields });
    if (comparison.kind !== 'distribution') throw new Error(comparison.kind);
    expect(comparison.options.map((o) => o.count)).toEqual([0, 1, 0, 2, 0]);
    expect(comparison.maxCount).toBe(2);
  });

  it('gives one ranking column per annotator, best first', () => {
    const comparison = compareQuestion({
      question: question('order'),
      answers: answers(
        [{ value: 'b', rank: 2 }, { value: 'a', rank: 1 }],
        [{ value: 'b', rank: 1 }, { value: 'a', rank: 2 }],
      ),
      gold: undefined,
      fields,
    });
    if (comparison.kind !== 'rankings') throw new Error(comparison.kind);
    expect(comparison.disagrees).toBe(true);
    expect(comparison.columns.map((column) => [column.username, column.items.map((i) => i.value)])).toEqual([
      ['ann', ['a', 'b']],
      ['bob', ['b', 'a']],
    ]);
  });

  it('gives each annotator a layer of spans over the field text; span order does not matter', () => {
    const per = { start: 0, end: 3, label: 'PER' };
    const org = { start: 8, end: 11, label: 'ORG' };
    const comparison = compareQuestion({ question: question('entities'), answers: answers([org, per], [per, org]), gold: undefined, fields });
    if (comparison.kind !== 'spans') throw new Error(comparison.kind);
    expect(comparison.disagrees).toBe(false);
    expect(comparison.text).toBe('Ada met Bob in Paris');
    expect(comparison.layers[0]!.spans).toEqual([per, org]);
  });

  it('diffs each text against the gold answer, or else the majority', () => {
    const q = question('summary');
    const byMajority = compareQuestion({ question: q, answers: answers('a cat', 'a cat', 'a big cat'), gold: undefined, fields });
    if (byMajority.kind !== 'texts') throw new Error(byMajority.kind);
    expect(byMajority.reference).toBe('a cat');
    expect(byMajority.texts[2]!.diff).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'added', text: 'big' },
      { kind: 'same', text: 'cat' },
    ]);
    const byGold = compareQuestion({ question: q, answers: answers('a cat'), gold: 'one cat', fields });
    if (byGold.kind !== 'texts') throw new Error(byGold.kind);
    expect(byGold.reference).toBe('one cat');
  });

  it('ignores outer whitespace of texts but not a missing answer', () => {
    expect(answersDisagree(question('summary'), answers(' same ', 'same'))).toBe(false);
    expect(answersDisagree(question('summary'), answers('same', undefined))).toBe(true);
  });
});
