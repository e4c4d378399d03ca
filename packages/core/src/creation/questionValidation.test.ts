import { describe, expect, it } from 'vitest';
import type { SubsetDraft } from './creationDraft';
import { inferSubset } from './inferSubset';
import {
  canRemoveRankingOption,
  createQuestionDraft,
  DEFAULT_RATING_VALUES,
  nextRankingOption,
  parseLabelOptions,
  ratingValuesUpTo,
  uniqueQuestionName,
} from './questionDraft';
import {
  CREATION_VALIDATION_KEYS as K,
  validateQuestion,
  validateSubset,
  visibleQuestionErrors,
} from './questionValidation';
import * as edits from './subsetEdits';

const string = { _type: 'Value', dtype: 'string' };
const textOnly = (): SubsetDraft =>
  inferSubset('default', {
    features: { prompt: string, answer: string },
    splits: { train: { name: 'train' } },
  });

describe('question defaults (spec 2 §9)', () => {
  it('gives each new question its option defaults', () => {
    const make = (type: Parameters<typeof createQuestionDraft>[0]) =>
      createQuestionDraft(type, { key: 'k', name: 'n', textFields: ['prompt'] });
    expect(make('label_selection').options).toEqual(['positive', 'negative', 'neutral']);
    expect(make('multi_label_selection').options).toEqual(['news', 'sports', 'international', 'politics']);
    expect(make('rating').ratingValues).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(make('ranking').options).toEqual(['Option 1', 'Option 2']);
    expect(make('span')).toMatchObject({
      options: ['organisation', 'person', 'event'],
      allowOverlapping: true,
      field: 'prompt',
    });
    expect(make('text').options).toEqual([]);
  });

  it('generates names no other question has', () => {
    expect(uniqueQuestionName('rating', [])).toBe('rating_1');
    expect(uniqueQuestionName('rating', ['rating_1', 'rating_3'])).toBe('rating_2');
  });
});

describe('question editors (spec 2 §5)', () => {
  it('splits label options on commas and trims them', () => {
    expect(parseLabelOptions(' yes , no,maybe ')).toEqual(['yes', 'no', 'maybe']);
    expect(parseLabelOptions('a,,b')).toEqual(['a', '', 'b']);
    expect(parseLabelOptions('   ')).toEqual([]);
  });

  it('clamps a typed rating to 1–10, values from 0 like the default; a cleared input has none', () => {
    expect(ratingValuesUpTo(0)).toEqual([0, 1]);
    expect(ratingValuesUpTo(-4)).toEqual([0, 1]);
    expect(ratingValuesUpTo(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ratingValuesUpTo(42)).toEqual(DEFAULT_RATING_VALUES);
    expect(ratingValuesUpTo(10)).toEqual(DEFAULT_RATING_VALUES);
    expect(ratingValuesUpTo(Number.NaN)).toEqual([]);
  });

  it("names a new ranking option 'option N' and removes options only from 3 on", () => {
    expect(nextRankingOption(['Option 1', 'Option 2'])).toBe('option 3');
    expect(canRemoveRankingOption(['a', 'b'])).toBe(false);
    expect(canRemoveRankingOption(['a', 'b', 'c'])).toBe(true);
    let subset = edits.addQuestion(textOnly(), 'ranking', 'r');
    subset = edits.removeRankingOption(subset, 'r', 0);
    expect(subset.questions[0]?.options).toEqual(['Option 1', 'Option 2']);
    subset = edits.addRankingOption(subset, 'r');
    expect(subset.questions[0]?.options).toEqual(['Option 1', 'Option 2', 'option 3']);
    subset = edits.removeRankingOption(subset, 'r', 0);
    expect(subset.questions[0]?.options).toEqual(['Option 2', 'option 3']);
  });
});

describe('validateQuestion', () => {
  const base = (type: Parameters<typeof createQuestionDraft>[0]) =>
    createQuestionDraft(type, { key: 'k', name: 'n', textFields: ['text'] });

  it('needs two label options, none empty', () => {
    expect(validateQuestion({ ...base('label_selection'), options: ['one'] }, [])).toEqual([
      K.labelsAtLeastTwoOptions,
    ]);
    expect(validateQuestion({ ...base('multi_label_selection'), options: ['a', ''] }, [])).toEqual([
      K.optionsWithoutLabel,
    ]);
    expect(validateQuestion({ ...base('label_selection'), options: [] }, [])).toEqual([
      K.labelsAtLeastTwoOptions,
    ]);
    expect(validateQuestion(base('label_selection'), [])).toEqual([]);
  });

  it('needs two rating values', () => {
    expect(validateQuestion({ ...base('rating'), ratingValues: [1] }, [])).toEqual([
      K.ratingAtLeastTwoOptions,
    ]);
    expect(validateQuestion({ ...base('rating'), ratingValues: [1, 2] }, [])).toEqual([]);
    // A cleared rating input leaves no values: the only way a rating ends with fewer than two.
    let subset = edits.addQuestion(textOnly(), 'rating', 'r');
    subset = edits.setRatingTop(subset, 'r', Number.NaN);
    expect(validateQuestion(subset.questions[0]!, [])).toEqual([K.ratingAtLeastTwoOptions]);
    subset = edits.setRatingTop(subset, 'r', 1);
    expect(subset.questions[0]?.ratingValues).toEqual([0, 1]);
    expect(validateQuestion(subset.questions[0]!, [])).toEqual([]);
  });

  it('needs a span to annotate one of the text fields', () => {
    expect(validateQuestion(base('span'), ['text'])).toEqual([]);
    expect(validateQuestion(base('span'), ['prompt'])).toEqual([K.spanFieldRelated]);
    expect(validateQuestion({ ...base('span'), field: null, options: ['x'] }, ['text'])).toEqual([
      K.labelsAtLeastTwoOptions,
      K.spanFieldRelated,
    ]);
  });

  it('shows errors only after the first blur, then on each edit', () => {
    let subset = edits.addQuestion(textOnly(), 'label_selection', 'q');
    subset = edits.setLabelOptionsText(subset, 'q', 'one');
    const question = () => subset.questions[0]!;
    expect(visibleQuestionErrors(question(), [])).toEqual([]);
    subset = edits.touchQuestion(subset, 'q');
    expect(visibleQuestionErrors(question(), [])).toEqual([K.labelsAtLeastTwoOptions]);
    subset = edits.setLabelOptionsText(subset, 'q', 'one, two');
    expect(visibleQuestionErrors(question(), [])).toEqual([]);
  });

  it('revalidates a span when its field stops being a text field', () => {
    let subset = edits.addQuestion(textOnly(), 'span', 's');
    expect(subset.questions[0]?.field).toBe('prompt');
    expect(validateSubset(subset)).toEqual([]);
    subset = edits.setFieldType(subset, 'prompt', 'no mapping');
    expect(validateSubset(subset)).toEqual([K.hasInvalidQuestions]);
    subset = edits.setSpanField(subset, 's', 'answer');
    expect(validateSubset(subset)).toEqual([]);
  });
});

describe('validateSubset', () => {
  it('needs a question, then a required one, then valid ones, in that order', () => {
    const subset = textOnly();
    expect(validateSubset(subset)).toEqual([K.atLeastOneQuestion]);
    const added = edits.addQuestion(subset, 'label_selection', 'a');
    expect(added.questions[0]?.required).toBe(true);
    const optional = edits.setQuestionRequired(added, 'a', false);
    expect(validateSubset(optional)).toEqual([K.atLeastOneRequired]);
    const invalid = edits.setLabelOptionsText(optional, 'a', 'x');
    expect(validateSubset(invalid)).toEqual([K.atLeastOneRequired, K.hasInvalidQuestions]);
  });

  it('needs a mapped field', () => {
    let subset = edits.addQuestion(textOnly(), 'text', 't');
    subset = edits.setFieldType(edits.setFieldType(subset, 'prompt', 'no mapping'), 'answer', 'no mapping');
    expect(validateSubset(subset)).toEqual([K.atLeastOneField]);
  });
});

describe('subset edits', () => {
  it('replaces a question in place with a new name when its type changes, keeping required', () => {
    let subset = edits.addQuestion(textOnly(), 'label_selection', 'a');
    subset = edits.addQuestion(subset, 'rating', 'b');
    subset = edits.changeQuestionType(subset, 'a', 'rating');
    expect(subset.questions.map((q) => [q.key, q.name, q.type, q.required])).toEqual([
      ['a', 'rating_2', 'rating', true],
      ['b', 'rating_1', 'rating', false],
    ]);
  });

  it('takes the class names of the column a question is mapped to; no mapping keeps the options', () => {
    let subset = inferSubset('default', {
      features: { text: string, label: { _type: 'ClassLabel', names: ['x', 'y'] } },
      splits: { train: { name: 'train' } },
    });
    subset = edits.addQuestion(subset, 'label_selection', 'n');
    subset = edits.setQuestionColumn(subset, 'n', 'label');
    expect(subset.questions[1]).toMatchObject({ column: 'label', options: ['x', 'y'] });
    subset = edits.setQuestionColumn(subset, 'n', null);
    expect(subset.questions[1]).toMatchObject({ column: null, options: ['x', 'y'] });
  });
});
