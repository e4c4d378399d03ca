import fc from 'fast-check';

/** Keys the API reads somewhere, so generated objects often hit real validators. */
const KNOWN_KEYS = (
  'name title settings type options value values status fields metadata items query filters and ' +
  'scope entity question property sort order vector record_id text q field workspace_id ' +
  'distribution min_submitted strategy user_id question_id score agent username password first_name ' +
  'role dimensions visible_for_annotators guidelines external_id vectors suggestions responses ge ' +
  'le required description use_markdown visible_options allow_overlapping rank label start end ' +
  'metadata_property id duration content role template values min max'
).split(' ');

/** Enum-like strings of the API: valid in one place, wrong in most others. */
const ENUM_WORDS = (
  'submitted draft discarded pending completed terms range record response suggestion metadata ' +
  'most_similar least_similar text chat image custom table label_selection multi_label_selection ' +
  'dynamic_label_selection rating ranking span asc desc overlap owner admin annotator integer float ' +
  'model human natural inserted_at vectors:v'
).split(' ');

/** A scalar of a wrong type, size or range. */
export const garbageScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -1, 0, -0, 0.5, 1e-320, 3.4e39),
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    'null',
    '[]',
    '{}',
    '%00',
    '../..',
    "'; drop table records; --",
  ),
  fc.constantFrom('x'.repeat(5_000), 'é'.repeat(3_000), '😀'.repeat(1_000), 'word '.repeat(2_000)),
  // Strings pydantic's lax mode reads as numbers or booleans (the wire's lax primitives), and some it does not.
  fc.constantFrom('2', ' 3 ', '+1', '1_000', '2.0', '0.5', '-0', '1e999', 'inf', 'NaN', '9007199254740993'),
  fc.constantFrom('true', 'False', 'yes', 'off', '1', '0', ' true '),
  fc.uuid(),
  fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', 'urn:uuid:123'),
  fc.constantFrom(...ENUM_WORDS),
);

/** Any JSON value built from garbage scalars, with the API's keys in its objects. */
export const garbageValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    garbageScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/** Raw bodies that are not the JSON of a value: broken syntax, deep nesting, huge payloads. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('{', '{"items": [', '[1, 2,', '{"a": 1}}', 'nul', '\u0000', '{"name": "\\ud800"}'),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'{"items":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc
    .integer({ min: 1, max: 3_000 })
    .map((n) => JSON.stringify({ items: Array.from({ length: n }, () => ({})) })),
  fc.constant(JSON.stringify({ name: 'n'.repeat(300_000) })),
);

type JsonPath = (string | number)[];

function pathsOf(value: unknown, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function mutate(
  value: unknown,
  path: JsonPath,
  op: 'replace' | 'delete' | 'wrap',
  replacement: unknown,
): unknown {
  if (path.length === 0) return op === 'wrap' ? [value] : replacement;
  const copy: unknown = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path as [string | number, ...JsonPath];
  const container = copy as Record<string | number, unknown>;
  if (rest.length === 0 && op === 'delete') {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete container[head];
    return copy;
  }
  container[head] = mutate(container[head], rest, op, replacement);
  return copy;
}

/** A valid body with one spot broken: a value replaced, a key removed or a value wrapped in a list. */
export function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  return fc
    .tuple(
      fc.nat({ max: paths.length - 1 }),
      fc.constantFrom('replace', 'delete', 'wrap' as const),
      garbageValue,
    )
    .map(([index, op, replacement]) =>
      mutate(valid, paths[index] as JsonPath, op as 'replace' | 'delete' | 'wrap', replacement),
    );
}
