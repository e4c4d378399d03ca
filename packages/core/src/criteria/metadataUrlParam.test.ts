import { describe, expect, it } from 'vitest';
import { parseMetadataParam, serializeMetadataParam } from './metadataUrlParam';
import type { MetadataFilter } from './RecordCriteria';

describe('parseMetadataParam', () => {
  it('reads ranges (decimals allowed) and terms', () => {
    expect(parseMetadataParam('name.ge0.le0.24~other.Yes.No')).toEqual([
      { name: 'name', value: { ge: 0, le: 0.24 } },
      { name: 'other', value: ['Yes', 'No'] },
    ]);
  });

  it('ignores items without a name or without terms, and inverted ranges', () => {
    expect(parseMetadataParam('.a~lonely~bad.ge5.le1~ok.x')).toEqual([{ name: 'ok', value: ['x'] }]);
    expect(parseMetadataParam(null)).toEqual([]);
  });

  it('reads a range-looking list of several terms as terms', () => {
    expect(parseMetadataParam('n.ge1.le2.x')).toEqual([{ name: 'n', value: ['ge1', 'le2', 'x'] }]);
  });
});

describe('serializeMetadataParam', () => {
  it('writes the original format', () => {
    const filters: MetadataFilter[] = [
      { name: 'name', value: { ge: 0, le: 0.24 } },
      { name: 'other', value: ['Yes', 'No'] },
    ];
    expect(serializeMetadataParam(filters)).toBe('name.ge0.le0.24~other.Yes.No');
    expect(serializeMetadataParam([])).toBeNull();
  });

  it('keeps terms with dots, tildes and percent signs whole', () => {
    const filters: MetadataFilter[] = [{ name: 'version', value: ['v1.2', 'a~b', '5%'] }];
    const written = serializeMetadataParam(filters);
    expect(written).toBe('version.v1%2E2.a%7Eb.5%25');
    expect(parseMetadataParam(written)).toEqual(filters);
  });

  it('keeps terms that would read as a range as terms', () => {
    const filters: MetadataFilter[] = [{ name: 'code', value: ['ge1', 'le2'] }];
    const written = serializeMetadataParam(filters);
    expect(written).toBe('code.%67e1.le2');
    expect(parseMetadataParam(written)).toEqual(filters);
  });
});
