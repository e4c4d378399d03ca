import { describe, expect, it } from 'vitest';
import fieldsFixture from '../testing/fixtures/fields.json';
import type { WireField } from '../api/wire/fields';
import { groupOfName, toField } from './Field';

describe('toField', () => {
  it('parses the fixture field list', () => {
    const fields = (fieldsFixture['GET /api/v1/datasets/{id}/fields'].items as WireField[]).map(toField);
    expect(fields).toEqual([
      {
        id: '4214d164-5edd-496a-be04-a4babc9d74ed',
        name: 'text',
        title: 'Text',
        required: true,
        datasetId: null,
        type: 'text',
        useMarkdown: false,
        useTable: false,
        template: null,
        advancedMode: false,
        group: 'text',
        settings: { type: 'text', use_markdown: false },
        createdAt: '2023-07-18T07:43:35Z',
        updatedAt: '2023-07-18T07:43:35Z',
      },
    ]);
  });

  it('groups names by the prefix before the first dash', () => {
    expect(groupOfName('review-rating')).toBe('review');
    expect(groupOfName('paper-table-1')).toBe('paper');
    expect(groupOfName('text')).toBe('text');
  });

  it('reads custom field settings', () => {
    const field = toField({
      id: 'f',
      name: 'card-custom',
      title: 'Card',
      required: false,
      dataset_id: 'd',
      settings: { type: 'custom', template: '<b>{{record.fields.x}}</b>', advanced_mode: true },
      inserted_at: '2024-01-01T00:00:00',
      updated_at: '2024-01-01T00:00:00',
    });
    expect(field).toMatchObject({
      type: 'custom',
      template: '<b>{{record.fields.x}}</b>',
      advancedMode: true,
      group: 'card',
    });
  });
});
