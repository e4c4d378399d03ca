import { describe, expect, it } from 'vitest';
import {
  hubColumnKind,
  hubFeatureKind,
  isHubChatColumn,
  parseHubFeature,
  type HubColumnType,
  type HubFeatureKind,
} from './hubFeatures';

const value = (dtype: string) => ({ _type: 'Value', dtype });
const label = { _type: 'ClassLabel', names: ['joy', 'anger'] };
const message = { role: value('string'), content: value('string') };

/** Feature → what the column holds → what it becomes in a new dataset (spec 2 §4, subset type inference). */
const TABLE: [string, unknown, HubColumnType, HubFeatureKind][] = [
  ['string', value('string'), { kind: 'string' }, { kind: 'text' }],
  ['large string', value('large_string'), { kind: 'string' }, { kind: 'text' }],
  [
    'class label',
    { _type: 'ClassLabel', names: ['neg', 'pos'] },
    { kind: 'class_label', names: ['neg', 'pos'] },
    { kind: 'label_selection', labels: ['neg', 'pos'] },
  ],
  [
    'Sequence of class labels',
    { _type: 'Sequence', feature: label },
    { kind: 'list', item: { kind: 'class_label', names: ['joy', 'anger'] } },
    { kind: 'multi_label_selection', labels: ['joy', 'anger'] },
  ],
  [
    'List of class labels',
    { _type: 'List', feature: label },
    { kind: 'list', item: { kind: 'class_label', names: ['joy', 'anger'] } },
    { kind: 'multi_label_selection', labels: ['joy', 'anger'] },
  ],
  [
    '[class label] shorthand',
    [label],
    { kind: 'list', item: { kind: 'class_label', names: ['joy', 'anger'] } },
    { kind: 'multi_label_selection', labels: ['joy', 'anger'] },
  ],
  ['image', { _type: 'Image' }, { kind: 'image' }, { kind: 'image' }],
  [
    'List of messages',
    { _type: 'List', feature: message },
    {
      kind: 'list',
      item: { kind: 'struct', fields: { role: { kind: 'string' }, content: { kind: 'string' } } },
    },
    { kind: 'chat' },
  ],
  [
    'Sequence of messages (a struct of lists)',
    { _type: 'Sequence', feature: message },
    {
      kind: 'list',
      item: { kind: 'struct', fields: { role: { kind: 'string' }, content: { kind: 'string' } } },
    },
    { kind: 'chat' },
  ],
  [
    '[messages] shorthand',
    [message],
    {
      kind: 'list',
      item: { kind: 'struct', fields: { role: { kind: 'string' }, content: { kind: 'string' } } },
    },
    { kind: 'chat' },
  ],
  [
    'list of roles without content',
    [{ role: value('string') }],
    { kind: 'list', item: { kind: 'struct', fields: { role: { kind: 'string' } } } },
    { kind: 'none' },
  ],
  ['int64', value('int64'), { kind: 'integer', dtype: 'int64' }, { kind: 'metadata', dtype: 'int64' }],
  ['uint8', value('uint8'), { kind: 'integer', dtype: 'uint8' }, { kind: 'metadata', dtype: 'uint8' }],
  ['float32', value('float32'), { kind: 'float', dtype: 'float32' }, { kind: 'metadata', dtype: 'float32' }],
  ['float64', value('float64'), { kind: 'float', dtype: 'float64' }, { kind: 'metadata', dtype: 'float64' }],
  ['plain float (no metadata dtype)', value('float'), { kind: 'float', dtype: 'float' }, { kind: 'none' }],
  ['double (no metadata dtype)', value('double'), { kind: 'float', dtype: 'double' }, { kind: 'none' }],
  ['bool', value('bool'), { kind: 'bool' }, { kind: 'none' }],
  ['binary', value('binary'), { kind: 'binary' }, { kind: 'none' }],
  ['large binary', value('large_binary'), { kind: 'binary' }, { kind: 'none' }],
  ['timestamp', value('timestamp[s]'), { kind: 'timestamp' }, { kind: 'none' }],
  ['date', value('date32'), { kind: 'timestamp' }, { kind: 'none' }],
  [
    'unknown dtype',
    value('decimal128(10, 2)'),
    { kind: 'other', description: 'decimal128(10, 2)' },
    { kind: 'none' },
  ],
  ['audio', { _type: 'Audio' }, { kind: 'other', description: 'Audio' }, { kind: 'none' }],
  [
    'class label without names',
    { _type: 'ClassLabel' },
    { kind: 'other', description: 'ClassLabel' },
    { kind: 'none' },
  ],
  [
    'nested struct',
    { a: { b: value('string') } },
    { kind: 'struct', fields: { a: { kind: 'struct', fields: { b: { kind: 'string' } } } } },
    { kind: 'none' },
  ],
  [
    'list of lists of int32',
    { _type: 'List', feature: { _type: 'List', feature: value('int32') } },
    { kind: 'list', item: { kind: 'list', item: { kind: 'integer', dtype: 'int32' } } },
    { kind: 'none' },
  ],
  [
    'LargeList of floats',
    { _type: 'LargeList', feature: value('float32') },
    { kind: 'list', item: { kind: 'float', dtype: 'float32' } },
    { kind: 'none' },
  ],
  [
    'list notation with two items',
    [value('string'), value('string')],
    { kind: 'other', description: 'list' },
    { kind: 'none' },
  ],
  ['null', null, { kind: 'other', description: 'null' }, { kind: 'none' }],
  ['a bare string', 'string', { kind: 'other', description: 'string' }, { kind: 'none' }],
];

describe('the hub features parser (spec 2 §4, subset type inference; the import reads the same)', () => {
  it.each(TABLE)('%s', (_name, feature, type, kind) => {
    expect(parseHubFeature(feature)).toEqual(type);
    expect(hubColumnKind(type)).toEqual(kind);
    expect(hubFeatureKind(feature)).toEqual(kind);
  });

  it('parses to plain JSON, so a planned import survives being stored', () => {
    for (const [, feature, type] of TABLE)
      expect(JSON.parse(JSON.stringify(parseHubFeature(feature)))).toEqual(type);
  });

  it('counts a list of role-and-content structs as a conversation, whatever their values hold', () => {
    expect(isHubChatColumn(parseHubFeature([message]))).toBe(true);
    expect(
      isHubChatColumn(parseHubFeature([{ role: value('string'), content: [{ text: value('string') }] }])),
    ).toBe(true);
    expect(isHubChatColumn(parseHubFeature(message))).toBe(false);
    expect(isHubChatColumn(parseHubFeature([value('string')]))).toBe(false);
  });
});
