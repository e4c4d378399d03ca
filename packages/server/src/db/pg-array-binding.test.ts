import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { pgArrayBinding, pgArrayLiteral, pgArraySql, pgJoinedArray } from './pg-array-binding';

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

describe('pgJoinedArray', () => {
  it('joins strings with the separator and writes null as the NULL mark', () => {
    expect(pgJoinedArray(['a', null, 'say "hi"', '', undefined])).toBe('a\x1e\x1f\x1esay "hi"\x1e\x1e\x1f');
    expect(pgJoinedArray([])).toBe('');
    expect(pgJoinedArray([null])).toBe('\x1f');
  });

  it('leaves what would not split back as it was to the other bindings', () => {
    expect(pgJoinedArray(['a', 'holds \x1e the separator'])).toBeUndefined();
    expect(pgJoinedArray(['\x1f'])).toBeUndefined();
    // A single empty string splits to no element at all.
    expect(pgJoinedArray([''])).toBeUndefined();
    expect(pgJoinedArray(['a', 1])).toBeUndefined();
    expect(pgJoinedArray([true])).toBeUndefined();
  });
});

describe('pgArrayBinding', () => {
  it('joins strings, writes other values as the literal where there is one, else binds them as given', () => {
    expect(pgArrayBinding(['a', null])).toEqual({ value: 'a\x1e\x1f', joined: true });
    expect(pgArrayBinding([1, null])).toEqual({ value: '{1,null}', joined: false });
    expect(pgArrayBinding(['say "hi"', 1])).toEqual({ value: '{"say \\"hi\\"",1}', joined: false });
    const unwritten = ['line\nbreak', '\x1e'];
    expect(pgArrayBinding(unwritten)).toEqual({ value: unwritten, joined: false });
    expect(pgArrayBinding('{"already","text"}')).toEqual({ value: '{"already","text"}', joined: false });
    expect(pgArrayBinding(null)).toEqual({ value: null, joined: false });
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'pgArrayLiteral in PostgreSQL (%s)',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer('postgres');
    }, 60_000);
    afterAll(async () => server?.close());

    async function readBack(literal: string | undefined, type: string): Promise<unknown[]> {
      expect(literal).toBeDefined();
      const result = await sql<{ value: unknown[] }>`select ${literal}::${sql.raw(type)} as value`.execute(
        server.db,
      );
      return result.rows[0]!.value;
    }

    it('reads back every string as it was, nulls as NULL', async () => {
      const values = [...AWKWARD, null];
      expect(await readBack(pgArrayLiteral(values), 'text[]')).toEqual(values);
    });

    async function readBackBound(values: unknown[], type: string): Promise<unknown[]> {
      const binding = pgArrayBinding(values);
      const { before, after } = pgArraySql(type, binding);
      const result = await sql<{
        value: unknown[];
      }>`select ${sql.raw(before)}${binding.value}${sql.raw(after)} as value`.execute(server.db);
      return result.rows[0]!.value;
    }

    it('reads back every string as it was, nulls as NULL, whichever way they were bound', async () => {
      const joinable = [...AWKWARD, 'line\nbreak\ttab', '\u0001 control', null, ''];
      expect(pgArrayBinding(joinable).joined).toBe(true);
      expect(await readBackBound(joinable, 'text')).toEqual(joinable);
      for (const values of [[''], [null], [], ['a', 'b \x1e c'], ['\x1f', null]]) {
        expect(await readBackBound(values, 'text')).toEqual(values);
      }
      const documents = [{ text: 'a "quoted" word, {braces}, \\ and a \x1e' }, { chat: [{ role: 'user' }] }];
      expect(
        await readBackBound(
          documents.map((d) => JSON.stringify(d)),
          'jsonb',
        ),
      ).toEqual(documents);
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
      const documents = [
        { text: 'a "quoted" word, {braces} and \\ backslash' },
        { chat: [{ role: 'user' }] },
      ];
      expect(await readBack(pgArrayLiteral(documents.map((d) => JSON.stringify(d))), 'jsonb[]')).toEqual(
        documents,
      );
    });
  },
);
