import { describe, expect, it } from 'vitest';
import { formatCompactThousands } from '../../language/formatNumbers';
import { EXAMPLE_DATASETS, hubImportPath } from './exampleDatasets';

describe('EXAMPLE_DATASETS', () => {
  it('offers the three examples of the spec with 100K, 15K and 350 rows', () => {
    expect(EXAMPLE_DATASETS.map((example) => example.task)).toEqual([
      'text-classification',
      'question-answering',
      'text-to-image',
    ]);
    expect(EXAMPLE_DATASETS.map((example) => formatCompactThousands(example.rows, 'en'))).toEqual([
      '100K',
      '15K',
      '350',
    ]);
    for (const example of EXAMPLE_DATASETS) {
      expect(example.repoId).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(example.tags.length).toBeGreaterThan(0);
      expect(example.icon).toBe(example.task);
      expect(example.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('hubImportPath', () => {
  it('encodes the repository id into one path segment', () => {
    expect(hubImportPath('stanfordnlp/imdb')).toBe('/stanfordnlp%2Fimdb');
    expect(hubImportPath('  org/name ')).toBe('/org%2Fname');
  });
});
