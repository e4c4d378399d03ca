import type { LoadedSchema, SchemaLoader, TableSchemaFile, TableValue } from '@marginalia/core';

/** An outcomes table: own index `Outcome_ID`, reference `Study_ID` (grouped), checked columns; row 2 has n = -1. */
export function outcomesTable(): TableValue {
  return {
    schema: {
      fields: [
        { name: 'Outcome_ID', type: 'integer' },
        { name: 'Study_ID', type: 'string' },
        { name: 'arm', type: 'string' },
        { name: 'n', type: 'integer' },
      ],
      primaryKey: ['Outcome_ID'],
      schemaName: 'Outcome',
      version_id: 'v-1',
    },
    data: [
      { Outcome_ID: 1, Study_ID: 'S1', arm: 'drug', n: 20 },
      { Outcome_ID: 2, Study_ID: 'S1', arm: 'placebo', n: -1 },
      { Outcome_ID: 3, Study_ID: 'S2', arm: 'drug', n: 31 },
    ],
    reference: 'smith2020',
  };
}

export function outcomesSchema(): TableSchemaFile {
  return {
    name: 'Outcome',
    columns: {
      Study_ID: { dtype: 'str', required: true },
      arm: { dtype: 'str', checks: { isin: ['drug', 'placebo'] } },
      n: { dtype: 'int64', nullable: false, checks: { greater_than_or_equal_to: 0 } },
      dose: { dtype: 'float64', nullable: true },
    },
    index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true }],
  };
}

/** A schema loader that serves {@link outcomesSchema}, as version v1 (not latest) when asked for `v-1`. */
export function fakeSchemaLoader(): SchemaLoader & { calls: (string | undefined)[] } {
  const calls: (string | undefined)[] = [];
  const loader = async (_name: string, versionId?: string): Promise<LoadedSchema> => {
    calls.push(versionId);
    const latest = versionId === undefined;
    return {
      schema: outcomesSchema(),
      version: {
        versionId: latest ? 'v-2' : versionId,
        versionTag: latest ? 'v2' : 'v1',
        etag: 'e',
        lastModified: '2026-01-01T00:00:00Z',
        isLatest: latest,
      },
    };
  };
  return Object.assign(loader, { calls });
}

/** A table of `rows` × `columns` with an integer index and text cells (benchmarks, stories). */
export function wideTable(rows: number, columns: number): TableValue {
  const names = Array.from({ length: columns - 1 }, (_, index) => `col${index + 1}`);
  return {
    schema: {
      fields: [{ name: 'row_id', type: 'integer' }, ...names.map((name) => ({ name }))],
      primaryKey: ['row_id'],
    },
    data: Array.from({ length: rows }, (_, row) =>
      Object.fromEntries([
        ['row_id', row + 1],
        ...names.map((name, column) => [name, `r${row + 1}c${column + 1}`]),
      ]),
    ),
  };
}
