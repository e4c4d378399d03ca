import { describe, expect, it } from 'vitest';
import { creationMapping, creationRequest } from './creationRequest';
import { datasetNameOfRepo, inferSubset } from './inferSubset';

const string = { _type: 'Value', dtype: 'string' };
const imdb = {
  features: { text: string, label: { _type: 'ClassLabel', names: ['neg', 'pos'] } },
  splits: { train: { name: 'train' }, test: { name: 'test' } },
};
const numeric = {
  features: {
    id: string,
    text: string,
    label: { _type: 'ClassLabel', names: ['negative', 'positive'] },
    tags: { _type: 'List', feature: { _type: 'ClassLabel', names: ['a', 'b', 'c'] } },
    rating: { _type: 'Value', dtype: 'int64' },
    price: { _type: 'Value', dtype: 'float64' },
    image: { _type: 'Image' },
    flag: { _type: 'Value', dtype: 'bool' },
    status: string,
  },
  splits: { train: { name: 'train' } },
};

describe('inferSubset', () => {
  it('makes a class-label column a question mapped to it, required when it is the only question', () => {
    const subset = inferSubset('plain_text', imdb);
    expect(subset.splits).toEqual(['train', 'test']);
    expect(subset.selectedSplit).toBe('train');
    expect(subset.fields).toEqual([{ name: 'text', column: 'text', type: 'text' }]);
    expect(subset.questions).toEqual([
      expect.objectContaining({
        name: 'label',
        type: 'label_selection',
        column: 'label',
        options: ['neg', 'pos'],
        required: true,
        wasAutoMapped: true,
      }),
    ]);
    expect(subset.externalIdColumn).toBeNull();
  });

  it('leaves questions optional when there are two, keeps numbers as metadata and unknown types unmapped', () => {
    const subset = inferSubset('default', numeric);
    expect(subset.questions.map((q) => [q.name, q.type, q.required])).toEqual([
      ['label', 'label_selection', false],
      ['tags', 'multi_label_selection', false],
    ]);
    expect(subset.metadata).toEqual([
      { name: 'rating', column: 'rating', dtype: 'int64' },
      { name: 'price', column: 'price', dtype: 'float64' },
    ]);
    expect(subset.fields.map((f) => [f.name, f.type])).toEqual([
      ['id', 'no mapping'],
      ['text', 'text'],
      ['image', 'image'],
      ['flag', 'no mapping'],
      ['status', 'no mapping'],
    ]);
  });

  it('takes an id column as the external id and never as a field (reserved names)', () => {
    const subset = inferSubset('default', numeric);
    expect(subset.externalIdColumn).toBe('id');
    const mapping = creationMapping(subset);
    expect(mapping.fields).toEqual([
      { source: 'text', target: 'text' },
      { source: 'image', target: 'image' },
    ]);
    expect(mapping.external_id).toBe('id');
  });

  it('names the dataset after the repository without its owner', () => {
    expect(datasetNameOfRepo('stanfordnlp/imdb')).toBe('imdb');
    expect(datasetNameOfRepo('solo')).toBe('solo');
  });
});

describe('creationRequest', () => {
  it('maps fields, metadata and suggestions from the columns', () => {
    const request = creationRequest('acme/reviews', inferSubset('default', numeric));
    expect(request).toMatchObject({ repoId: 'acme/reviews', subset: 'default', split: 'train' });
    expect(request.mapping).toEqual({
      fields: [
        { source: 'text', target: 'text' },
        { source: 'image', target: 'image' },
      ],
      metadata: [
        { source: 'rating', target: 'rating' },
        { source: 'price', target: 'price' },
      ],
      suggestions: [
        { source: 'label', target: 'label' },
        { source: 'tags', target: 'tags' },
      ],
      external_id: 'id',
    });
    expect(request.fields).toEqual([
      {
        name: 'text',
        title: 'text',
        required: false,
        settings: { type: 'text', use_markdown: false, use_table: false },
      },
      { name: 'image', title: 'image', required: false, settings: { type: 'image' } },
    ]);
    expect(request.metadata.map((m) => m.settings.type)).toEqual(['integer', 'float']);
    expect(request.questions[1]).toEqual({
      name: 'tags',
      title: 'tags',
      description: null,
      required: false,
      settings: {
        type: 'multi_label_selection',
        options: ['a', 'b', 'c'].map((v) => ({ value: v, text: v, description: null })),
        visible_options: 3,
        options_order: 'natural',
      },
    });
  });

  it('sends a chat field with markdown and no mapping columns not at all', () => {
    const chat = inferSubset('default', {
      features: { messages: [{ role: string, content: string }], extra: { _type: 'Audio' } },
      splits: { train: { name: 'train' } },
    });
    const request = creationRequest('acme/chat', chat);
    expect(request.fields).toEqual([
      {
        name: 'messages',
        title: 'messages',
        required: false,
        settings: { type: 'chat', use_markdown: true },
      },
    ]);
    expect(request.mapping.fields).toEqual([{ source: 'messages', target: 'messages' }]);
  });
});
