import type { TableSchemaFile } from '@marginalia/core';
import { describe, expect, it } from 'vitest';
import type { DocumentSegmentsTable } from '../db/schema';
import { checkAnswer } from './extraction-answer';
import { MAX_CONTEXT_CHARS, selectContext } from './extraction-context';
import { extractionMessages } from './extraction-prompt';
import { answerJsonSchema, jsonTypeOfDtype } from './table-json-schema';

const schema: TableSchemaFile = {
  name: 'Outcome',
  columns: {
    arm: { dtype: 'str', nullable: false, checks: { isin: ['drug', 'placebo'] }, description: 'Trial arm' },
    n: { dtype: 'int64', nullable: true, checks: { greater_than_or_equal_to: 1 } },
    mean: { dtype: 'float64' },
    tags: { dtype: 'str', checks: { isin: ['a', 'b'], multiselect: { delimiter: ';' } } },
  },
  index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true, nullable: false }],
};

function segment(
  position: number,
  header: string | null,
  text: string,
  type = 'text',
): DocumentSegmentsTable {
  return { id: `s${position}`, document_id: 'd', position, header, level: 1, page_number: 1, type, text };
}

describe('answerJsonSchema', () => {
  it('types every column from its dtype, nullable, all required, nothing else allowed', () => {
    expect(answerJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              Outcome_ID: { type: ['integer', 'null'] },
              arm: { type: ['string', 'null'], description: 'Trial arm', enum: ['drug', 'placebo', null] },
              n: { type: ['integer', 'null'] },
              mean: { type: ['number', 'null'] },
              tags: { type: ['string', 'null'] },
            },
            required: ['Outcome_ID', 'arm', 'n', 'mean', 'tags'],
            additionalProperties: false,
          },
        },
      },
      required: ['rows'],
      additionalProperties: false,
    });
  });

  it('maps pandas dtypes', () => {
    expect(
      ['int64', 'Int32', 'uint8', 'float32', 'bool', 'str', 'object', null].map(jsonTypeOfDtype),
    ).toEqual(['integer', 'integer', 'integer', 'number', 'boolean', 'string', 'string', 'string']);
  });
});

describe('checkAnswer', () => {
  const row = { Outcome_ID: 1, arm: 'drug', n: 10, mean: 1.5, tags: 'a;b' };

  it('accepts valid rows, as {"rows": [...]} or a bare array, dropping unknown keys', () => {
    expect(checkAnswer(JSON.stringify({ rows: [{ ...row, extra: 1 }] }), schema)).toEqual({
      ok: true,
      rows: [row],
    });
    expect(checkAnswer(JSON.stringify([row]), schema)).toEqual({ ok: true, rows: [row] });
    expect(checkAnswer('{"rows": []}', schema)).toEqual({ ok: true, rows: [] });
  });

  it('reads a left-out column as null', () => {
    const { Outcome_ID: _, ...withoutId } = row;
    const checked = checkAnswer(
      JSON.stringify({ rows: [{ ...withoutId, Outcome_ID: 2, n: undefined }] }),
      schema,
    );
    expect(checked).toEqual({ ok: true, rows: [{ ...row, Outcome_ID: 2, n: null }] });
    // A column pandera reads as not nullable (its default) refuses the null.
    expect(checkAnswer(JSON.stringify({ rows: [{ ...row, mean: null }] }), schema)).toEqual({
      ok: false,
      problems: ["row 1, column 'mean': Must be a number"],
    });
  });

  it('names what is wrong: not JSON, no rows, a row that is no object, failed checks', () => {
    expect(checkAnswer('Here you go', schema)).toEqual({
      ok: false,
      problems: ['the answer is not valid JSON'],
    });
    expect(checkAnswer(null, schema)).toEqual({ ok: false, problems: ['the answer is not valid JSON'] });
    expect(checkAnswer('{"table": []}', schema)).toEqual({
      ok: false,
      problems: ['the answer has no "rows" array'],
    });
    expect(checkAnswer('{"rows": [1]}', schema)).toEqual({ ok: false, problems: ['row 1 is not an object'] });
    expect(checkAnswer(JSON.stringify({ rows: [row, { ...row, n: 0 }] }), schema)).toEqual({
      ok: false,
      problems: [
        "row 1, column 'Outcome_ID': This value appears more than once in the column",
        "row 2, column 'Outcome_ID': This value appears more than once in the column",
        "row 2, column 'n': Must be at least 1",
      ],
    });
  });

  it('lists at most ten problems and says how many there are', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ ...row, Outcome_ID: i, n: 0 }));
    const checked = checkAnswer(JSON.stringify({ rows }), schema);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.problems).toHaveLength(11);
      expect(checked.problems[10]).toBe('… 12 cells are not valid in all');
    }
  });
});

describe('selectContext', () => {
  const segments = [
    segment(0, 'Title', 'A trial'),
    segment(1, 'Methods', 'We randomised adults.'),
    segment(2, 'Table 1. Outcomes', 'Table 1. Outcomes\nHbA1c drug 10', 'table'),
    segment(3, 'Discussion', 'It worked.'),
  ];
  const choice = { terms: [], topK: 8 };

  it('keeps the chosen headers (any case) and kinds, in reading order', () => {
    expect(
      selectContext(segments, { ...choice, headers: ['methods', 'discussion'] }).map((s) => s.position),
    ).toEqual([1, 3]);
    expect(selectContext(segments, { ...choice, types: ['table'] }).map((s) => s.position)).toEqual([2]);
  });

  it('reads everything when a choice matches nothing', () => {
    expect(selectContext(segments, { ...choice, headers: ['Appendix'], types: ['figure'] })).toHaveLength(4);
  });

  it('keeps the top-k sections sharing most words with the table when the text is too long', () => {
    const long = 'filler words '.repeat(MAX_CONTEXT_CHARS / 10);
    const many = [
      segment(0, 'A', `${long}`),
      segment(1, 'B', 'HbA1c change by arm in the drug group'),
      segment(2, 'C', `${long} HbA1c`),
    ];
    const kept = selectContext(many, { terms: ['HbA1c change', 'arm'], topK: 2 });
    expect(kept.map((s) => s.position)).toEqual([1, 2]);
    expect(kept.reduce((sum, s) => sum + s.text.length, 0)).toBeLessThanOrEqual(MAX_CONTEXT_CHARS);
  });
});

describe('extractionMessages', () => {
  it('describes the columns with their types and checks', () => {
    const [system, user] = extractionMessages({
      schemaName: 'Outcome',
      schema,
      extractions: {},
      columns: [],
      reference: 'ref',
      segments: [segment(0, null, 'Body')],
      prompt: null,
    });
    expect(system?.role).toBe('system');
    expect(user?.content).toContain('- Outcome_ID (integer; index; unique; required)');
    expect(user?.content).toContain('- arm (string; required; isin: ["drug","placebo"]): Trial arm');
    expect(user?.content).toContain('Columns to fill: all');
    expect(user?.content).toContain('### (untitled) (page 1, text)\nBody');
  });
});
