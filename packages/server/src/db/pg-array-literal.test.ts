import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { pgArrayLiteral, pgArrayParameter } from './pg-array-literal';

/** Strings the array syntax treats specially, unquoted or quoted. */
const AWKWARD = [
  '',
  ' leading and trailing spaces ',
  'NULL',
  'null',
  'a,b',
  '{braces}',
  'say "hi"',
  'back\\slash',
  'ends with a backslash\\',
  '\\"',
  '{"text":"a \\"quoted\\" word","n":1}',
  'naïve – 日本語 – 🙂',
  'back\\nslash',
  '\\\\',
  JSON.stringify({ text: 'line\nbreak\ttab "quoted" \\' }),
];

describe('pgArrayLiteral', () => {
  it('quotes every string, escaping only quotes and backslashes, and writes null as NULL', () => {
    expect(pgArrayLiteral(['a', null, 'say "hi"', 'back\\slash', undefined])).toBe(
      '{"a",null,"say \\"hi\\"","back\\\\slash",null}',
    );
    expect(pgArrayLiteral([])).toBe('{}');
  });

  it('writes finite numbers and booleans as they are', () => {
    expect(pgArrayLiteral([1, -2.5, 1e21, 0.1, null])).toBe('{1,-2.5,1e+21,0.1,null}');
    expect(pgArrayLiteral([true, false])).toBe('{true,false}');
  });

  it('leaves to the driver what JSON would write with another meaning', () => {
    expect(pgArrayLiteral(['line\nbreak'])).toBeUndefined();
    expect(pgArrayLiteral(['tab\there'])).toBeUndefined();
    expect(pgArrayLiteral(['\u0001'])).toBeUndefined();
    expect(pgArrayLiteral(['lone \ud800 surrogate'])).toBeUndefined();
    expect(pgArrayLiteral([Number.NaN])).toBeUndefined();
    expect(pgArrayLiteral([Number.POSITIVE_INFINITY])).toBeUndefined();
    expect(pgArrayLiteral([new Uint8Array([1, 2])])).toBeUndefined();
    expect(pgArrayLiteral([{ a: 1 }])).toBeUndefined();
    expect(pgArrayLiteral([['nested']])).toBeUndefined();
    expect(pgArrayLiteral([10n])).toBeUndefined();
  });

  it('writes a backslash the text holds before a letter itself (a JSON text with a line break in it)', () => {
    // `\n` as two characters: JSON writes `\\n`, an escaped backslash, then the letter.
    expect(pgArrayLiteral(['\\n', '\\\\\\t'])).toBe('{"\\\\n","\\\\\\\\\\\\t"}');
    // A control character after backslashes the text holds is still JSON's own escape.
    expect(pgArrayLiteral(['\\\n'])).toBeUndefined();
  });
});

describe('pgArrayParameter', () => {
  it('binds the literal where there is one, else what it was given, for the driver', () => {
    expect(pgArrayParameter(['a', null])).toBe('{"a",null}');
    const unwritten = ['line\nbreak'];
    expect(pgArrayParameter(unwritten)).toBe(unwritten);
    expect(pgArrayParameter('{"already","text"}')).toBe('{"already","text"}');
    expect(pgArrayParameter(null)).toBeNull();
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('pgArrayLiteral in PostgreSQL (%s)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('postgres');
  }, 60_000);
  afterAll(async () => server?.close());

  async function readBack(literal: string | undefined, type: string): Promise<unknown[]> {
    expect(literal).toBeDefined();
    const result = await sql<{ value: unknown[] }>`select ${literal}::${sql.raw(type)} as value`.execute(server.db);
    return result.rows[0]!.value;
  }

  it('reads back every string as it was, nulls as NULL', async () => {
    const values = [...AWKWARD, null];
    expect(await readBack(pgArrayLiteral(values), 'text[]')).toEqual(values);
  });

  it('reads back numbers and booleans as they were', async () => {
    expect(await readBack(pgArrayLiteral([1, -2.5, 1e21, 0.1, null]), 'float8[]')).toEqual([
      1,
      -2.5,
      1e21,
      0.1,
      null,
    ]);
    expect(await readBack(pgArrayLiteral([3, null, -7]), 'integer[]')).toEqual([3, null, -7]);
    expect(await readBack(pgArrayLiteral([true, null, false]), 'boolean[]')).toEqual([true, null, false]);
  });

  it('reads back the JSON texts of the bulk writes as jsonb', async () => {
    const documents = [{ text: 'a "quoted" word, {braces} and \\ backslash' }, { chat: [{ role: 'user' }] }];
    expect(await readBack(pgArrayLiteral(documents.map((d) => JSON.stringify(d))), 'jsonb[]')).toEqual(
      documents,
    );
  });
});
