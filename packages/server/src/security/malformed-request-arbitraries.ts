import fc from 'fast-check';
import type { AuthorizationWorld } from './authorization-world';

/** Keys the API reads somewhere, so generated objects often hit real validators. */
const KNOWN_KEYS = [
  'name',
  'title',
  'settings',
  'type',
  'options',
  'value',
  'values',
  'status',
  'fields',
  'metadata',
  'items',
  'query',
  'filters',
  'and',
  'scope',
  'entity',
  'question',
  'property',
  'sort',
  'order',
  'vector',
  'record_id',
  'text',
  'q',
  'field',
  'workspace_id',
  'distribution',
  'min_submitted',
  'strategy',
  'user_id',
  'question_id',
  'score',
  'agent',
  'username',
  'password',
  'first_name',
  'role',
  'dimensions',
  'visible_for_annotators',
  'guidelines',
  'external_id',
  'vectors',
  'suggestions',
  'responses',
  'ge',
  'le',
  'required',
  'description',
  'use_markdown',
  'visible_options',
  'allow_overlapping',
  'rank',
  'label',
  'start',
  'end',
  'metadata_property',
  'id',
  'duration',
  'content',
  'role',
  'template',
  'values',
  'min',
  'max',
];

/** Enum-like strings of the API: valid in one place, wrong in most others. */
const ENUM_WORDS = [
  'submitted',
  'draft',
  'discarded',
  'pending',
  'completed',
  'terms',
  'range',
  'record',
  'response',
  'suggestion',
  'metadata',
  'most_similar',
  'least_similar',
  'text',
  'chat',
  'image',
  'custom',
  'table',
  'label_selection',
  'multi_label_selection',
  'dynamic_label_selection',
  'rating',
  'ranking',
  'span',
  'asc',
  'desc',
  'overlap',
  'owner',
  'admin',
  'annotator',
  'integer',
  'float',
  'model',
  'human',
  'natural',
  'inserted_at',
  'vectors:v',
];

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

/** One endpoint as the fuzzer sees it: a method, path templates and a valid body to mutate. */
export interface FuzzTarget {
  method: string;
  /** `{id}` placeholders are filled from the arguments (real ids, random or malformed ones). */
  path: string;
  ids: (world: AuthorizationWorld) => string[];
  valid?: (world: AuthorizationWorld) => unknown;
  /** Destructive targets only ever get random or malformed ids, so the world survives. */
  destructive?: boolean;
}

const LABEL = {
  type: 'label_selection',
  options: [
    { value: 'a', text: 'A' },
    { value: 'b', text: 'B' },
  ],
};

/** The endpoints exercised by the fuzz test, with the bodies they accept. */
export const FUZZ_TARGETS: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/users',
    ids: () => [],
    valid: () => ({ username: 'fz', password: '12345678', first_name: 'F', role: 'annotator' }),
  },
  { method: 'GET', path: '/users/{id}', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'DELETE', path: '/users/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/users/{id}/workspaces', ids: (w) => [w.users.annotatorMember.user.id] },
  { method: 'POST', path: '/workspaces', ids: () => [], valid: () => ({ name: 'fz-ws' }) },
  { method: 'GET', path: '/workspaces/{id}', ids: (w) => [w.workspaceId] },
  {
    method: 'POST',
    path: '/workspaces/{id}/users',
    ids: (w) => [w.workspaceId],
    valid: (w) => ({ user_id: w.users.annotatorOutsider.user.id }),
  },
  { method: 'DELETE', path: '/workspaces/{id}/users/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/me/datasets', ids: () => [] },
  {
    method: 'POST',
    path: '/datasets',
    ids: () => [],
    valid: (w) => ({
      name: 'fz',
      workspace_id: w.workspaceId,
      guidelines: 'g',
      distribution: { strategy: 'overlap', min_submitted: 2 },
      metadata: { a: 1 },
    }),
  },
  {
    method: 'PATCH',
    path: '/datasets/{id}',
    ids: (w) => [w.datasetId],
    valid: () => ({
      guidelines: 'G',
      allow_extra_metadata: true,
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: { b: 2 },
    }),
  },
  { method: 'PUT', path: '/datasets/{id}/publish', ids: (w) => [w.draftDatasetId] },
  { method: 'GET', path: '/datasets/{id}/users/progress', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/fields',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-f',
      title: 'F',
      required: true,
      settings: { type: 'chat', use_markdown: true },
    }),
  },
  {
    method: 'PATCH',
    path: '/fields/{id}',
    ids: (w) => [w.fieldId],
    valid: () => ({ title: 'T', settings: { type: 'text', use_markdown: true, use_table: false } }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/questions',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-q',
      title: 'Q',
      description: 'd',
      required: true,
      settings: {
        type: 'span',
        field: 'text',
        options: [{ value: 'P', text: 'P' }],
        visible_options: null,
        allow_overlapping: true,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({ title: 'L', description: null, settings: { ...LABEL, visible_options: null } }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/metadata-properties',
    ids: (w) => [w.datasetId],
    valid: () => ({
      name: 'fz-m',
      title: 'M',
      settings: { type: 'integer', min: 0, max: 10 },
      visible_for_annotators: false,
    }),
  },
  {
    method: 'PATCH',
    path: '/metadata-properties/{id}',
    ids: (w) => [w.visiblePropertyId],
    valid: () => ({ title: 'V', visible_for_annotators: true }),
  },
  { method: 'GET', path: '/metadata-properties/{id}/metrics', ids: (w) => [w.hiddenPropertyId] },
  {
    method: 'POST',
    path: '/datasets/{id}/vectors-settings',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({ name: 'fz-v', title: 'V', dimensions: 8 }),
  },
  {
    method: 'PATCH',
    path: '/vectors-settings/{id}',
    ids: (w) => [w.vectorSettingsId],
    valid: () => ({ title: 'V2' }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [
        {
          fields: { text: 'fuzzed record' },
          metadata: { visible: 'x', hidden: 4, extra: [1, 'two'] },
          external_id: 'fz-ext',
          vectors: { v: [0.5, 0.5] },
          suggestions: [{ question_id: w.questionId, value: 'a', score: 0.5, agent: 'fz', type: 'model' }],
          responses: [
            {
              user_id: w.users.annotatorMember.user.id,
              status: 'submitted',
              values: { label: { value: 'b' } },
            },
          ],
        },
      ],
    }),
  },
  {
    method: 'PUT',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [{ id: w.recordId, external_id: null, metadata: { visible: 'y' }, vectors: { v: [1, 1] } }],
    }),
  },
  {
    method: 'PATCH',
    path: '/records/{id}',
    ids: (w) => [w.recordId],
    valid: (w) => ({
      metadata: { visible: 'x' },
      suggestions: [{ question_id: w.questionId, value: 'b' }],
      vectors: { v: [0, 1] },
      fields: { text: 'patched' },
    }),
  },
  { method: 'DELETE', path: '/datasets/{id}/records', ids: () => [], destructive: true },
  {
    method: 'PUT',
    path: '/records/{id}/suggestions',
    ids: (w) => [w.recordId],
    valid: (w) => ({ question_id: w.questionId, value: 'a', score: 1, agent: 'a/b:c' }),
  },
  { method: 'DELETE', path: '/suggestions/{id}', ids: () => [], destructive: true },
  {
    method: 'POST',
    path: '/records/{id}/responses',
    ids: (w) => [w.recordId],
    valid: () => ({ status: 'submitted', values: { label: { value: 'a' }, duration: { value: 3 } } }),
  },
  {
    method: 'PUT',
    path: '/responses/{id}',
    ids: (w) => [w.responseId],
    valid: () => ({ status: 'draft', values: { label: { value: 'b' } } }),
  },
  {
    method: 'POST',
    path: '/me/responses/bulk',
    ids: () => [],
    valid: (w) => ({
      items: [{ record_id: w.recordId, status: 'submitted', values: { label: { value: 'a' } } }],
    }),
  },
  {
    method: 'POST',
    path: '/me/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      query: {
        text: { q: 'record -x "a b" c*', field: 'text' },
        vector: { name: 'v', record_id: w.recordId, order: 'least_similar' },
      },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending', 'draft'] },
          { type: 'range', scope: { entity: 'metadata', metadata_property: 'hidden' }, ge: 0, le: 9 },
          {
            type: 'terms',
            scope: { entity: 'suggestion', question: 'label', property: 'agent' },
            values: ['model-1'],
          },
          { type: 'range', scope: { entity: 'record', property: 'inserted_at' }, ge: '2020-01-01', le: null },
        ],
      },
      sort: [
        { scope: { entity: 'metadata', metadata_property: 'visible' }, order: 'desc' },
        { scope: { entity: 'suggestion', question: 'label', property: 'score' }, order: 'asc' },
        { scope: { entity: 'response', question: 'label' }, order: 'asc' },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: () => ({
      query: { vector: { name: 'v', value: [1, 0] } },
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
      },
    }),
  },
  { method: 'GET', path: '/datasets/{id}/records', ids: (w) => [w.datasetId] },
];

/** Query strings with wrong types, sizes and forms for listing and search. */
export const garbageQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'offset',
        'limit',
        'include',
        'ids',
        'workspace_id',
        'name',
        'status',
        'response_status',
      ),
      fc.oneof(
        fc.constantFrom(
          '-1',
          '0',
          '1001',
          '9'.repeat(40),
          '1.5',
          'abc',
          '',
          'responses,suggestions',
          'vectors:v',
          'vectors,vectors:v',
          'x:y',
          ',,',
          'response_suggestions',
        ),
        fc.string({ maxLength: 12 }),
        fc.uuid(),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
