import { describe, expect, it } from 'vitest';
import { referenceValuesOf } from './referenceValuesOf';

const study = {
  schema: { fields: [{ name: 'Study_ID' }, { name: 'year', type: 'integer' }], primaryKey: ['Study_ID'] },
  data: [
    { Study_ID: 'S01', year: 2012 },
    { Study_ID: '', year: 2013 },
  ],
};

describe('referenceValuesOf', () => {
  it('offers the key values of tables with a one-column primary key, from objects or JSON text', () => {
    expect(referenceValuesOf([study, 'not json', 'plain text', 12])).toEqual({
      Study_ID: { S01: { year: 2012 } },
    });
    expect(referenceValuesOf([JSON.stringify(study)])).toEqual({ Study_ID: { S01: { year: 2012 } } });
  });

  it('skips tables without a single key column', () => {
    expect(
      referenceValuesOf([{ ...study, schema: { ...study.schema, primaryKey: ['Study_ID', 'year'] } }]),
    ).toEqual({});
    expect(referenceValuesOf([{ ...study, schema: { fields: study.schema.fields } }])).toEqual({});
  });
});
