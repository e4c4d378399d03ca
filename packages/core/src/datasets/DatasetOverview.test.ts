import { describe, expect, it } from 'vitest';
import { datasetCardFacts, toDatasetOverview } from './DatasetOverview';

const progress = { total: 0, completed: 0, pending: 0, users: [] };

describe('datasetCardFacts', () => {
  it('names the first question, counts the others and gives one chip per field then question type', () => {
    const overview = toDatasetOverview({
      questions: [
        { title: 'Sentiment?', type: 'label_selection' },
        { title: 'Topics', type: 'multi_label_selection' },
        { title: 'Other topics', type: 'multi_label_selection' },
      ],
      field_types: ['text', 'image', 'text'],
      pending_for_me: 2,
      progress,
    });
    const facts = datasetCardFacts(overview);
    expect(facts.question).toBe('Sentiment?');
    expect(facts.moreQuestions).toBe(2);
    expect(facts.chips.map((chip) => `${chip.kind}:${chip.type}`)).toEqual([
      'field:text',
      'field:image',
      'question:label_selection',
      'question:multi_label_selection',
    ]);
    expect(facts.chips[0]?.name).toEqual({ key: 'typeNames.field.text' });
    expect(facts.moreChips).toBe(0);
  });

  it('keeps three chips and a "+N" count when more than four would show; a dataset without questions has no question line', () => {
    const facts = datasetCardFacts(
      toDatasetOverview({
        questions: [],
        field_types: ['text', 'image', 'chat', 'custom', 'table'],
        pending_for_me: -1,
        progress,
      }),
    );
    expect(facts.question).toBeNull();
    expect(facts.chips.map((chip) => chip.type)).toEqual(['text', 'image', 'chat']);
    expect(facts.moreChips).toBe(2);
  });
});
