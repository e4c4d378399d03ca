import { describe, expect, it } from 'vitest';
import { hubFeatureKind } from './hubFeatureKind';

describe('hubFeatureKind (spec 2 §4, subset type inference)', () => {
  it('makes a class label a label_selection question with its names', () => {
    expect(hubFeatureKind({ _type: 'ClassLabel', names: ['neg', 'pos'] })).toEqual({
      kind: 'label_selection',
      labels: ['neg', 'pos'],
    });
  });

  it('makes a sequence or list of class labels a multi_label_selection question', () => {
    const label = { _type: 'ClassLabel', names: ['joy', 'anger'] };
    for (const feature of [
      { _type: 'Sequence', feature: label },
      { _type: 'List', feature: label },
      [label],
    ]) {
      expect(hubFeatureKind(feature)).toEqual({ kind: 'multi_label_selection', labels: ['joy', 'anger'] });
    }
  });

  it('makes strings text fields and images image fields', () => {
    expect(hubFeatureKind({ _type: 'Value', dtype: 'string' })).toEqual({ kind: 'text' });
    expect(hubFeatureKind({ _type: 'Value', dtype: 'large_string' })).toEqual({ kind: 'text' });
    expect(hubFeatureKind({ _type: 'Image' })).toEqual({ kind: 'image' });
  });

  it('makes a list of role-and-content messages a chat field, in every list notation', () => {
    const message = {
      role: { _type: 'Value', dtype: 'string' },
      content: { _type: 'Value', dtype: 'string' },
    };
    expect(hubFeatureKind({ _type: 'List', feature: message })).toEqual({ kind: 'chat' });
    expect(hubFeatureKind({ _type: 'Sequence', feature: message })).toEqual({ kind: 'chat' });
    expect(hubFeatureKind([message])).toEqual({ kind: 'chat' });
    expect(hubFeatureKind([{ role: { _type: 'Value', dtype: 'string' } }])).toEqual({ kind: 'none' });
  });

  it('makes numbers metadata with their dtype', () => {
    expect(hubFeatureKind({ _type: 'Value', dtype: 'int64' })).toEqual({ kind: 'metadata', dtype: 'int64' });
    expect(hubFeatureKind({ _type: 'Value', dtype: 'float32' })).toEqual({
      kind: 'metadata',
      dtype: 'float32',
    });
    expect(hubFeatureKind({ _type: 'Value', dtype: 'uint8' })).toEqual({ kind: 'metadata', dtype: 'uint8' });
  });

  it('maps anything else to no mapping', () => {
    for (const feature of [
      { _type: 'Value', dtype: 'bool' },
      { _type: 'Value', dtype: 'timestamp[s]' },
      { _type: 'Audio' },
      { a: { b: { _type: 'Value', dtype: 'string' } } },
      { _type: 'List', feature: { _type: 'List', feature: { _type: 'Value', dtype: 'int32' } } },
      null,
      'string',
    ]) {
      expect(hubFeatureKind(feature)).toEqual({ kind: 'none' });
    }
  });
});
