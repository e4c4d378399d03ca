/**
 * What the Argilla 2.8 SDK sends for `dataset.create()` and `dataset.records.log(records, batch_size=256)`, shaped
 * as recorded in `src/testing/compat/argilla-sdk/workflow.json` (`scripts/compat/argilla_sdk_workflow.py`): every
 * record with fields, metadata, a vector, a suggestion for every question type and the responses of two users.
 */

const LABELS = ['positive', 'negative', 'neutral'];
const TOPICS = ['sports', 'politics', 'science', 'arts'];
const RANK_VALUES = ['first-draft', 'second-draft', 'third-draft'];
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The SDK's settings requests, in the order `dataset.create()` sends them (path under the dataset, body). */
export function sdkSettingsRequests(dimensions: number): { path: string; body: unknown }[] {
  const options = (values: string[]) => values.map((v) => ({ text: v, value: v }));
  const field = (name: string, settings: unknown, required: boolean) => ({
    path: 'fields',
    body: {
      id: null,
      inserted_at: null,
      updated_at: null,
      name,
      settings,
      title: name,
      required,
      description: null,
    },
  });
  const question = (name: string, settings: unknown, required: boolean) => ({
    path: 'questions',
    body: {
      id: null,
      inserted_at: null,
      updated_at: null,
      name,
      settings,
      title: name,
      description: null,
      required,
    },
  });
  const metadata = (name: string, settings: unknown) => ({
    path: 'metadata-properties',
    body: {
      id: null,
      inserted_at: null,
      updated_at: null,
      name,
      settings,
      title: name,
      visible_for_annotators: true,
    },
  });
  return [
    field('text', { type: 'text', use_markdown: false }, true),
    field('notes', { type: 'text', use_markdown: true }, false),
    field('image', { type: 'image' }, false),
    field('chat', { type: 'chat', use_markdown: true }, false),
    field(
      'custom',
      { type: 'custom', template: '<div>{{record.fields.custom.title}}</div>', advanced_mode: false },
      false,
    ),
    question('sentiment', { type: 'label_selection', options: options(LABELS), visible_options: 3 }, true),
    question(
      'topics',
      {
        type: 'multi_label_selection',
        options: options(TOPICS),
        visible_options: 4,
        options_order: 'natural',
      },
      false,
    ),
    question('quality', { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) }, false),
    question('comment', { type: 'text', use_markdown: false }, false),
    question(
      'entities',
      {
        type: 'span',
        allow_overlapping: false,
        field: 'text',
        options: options(['PERSON', 'PLACE']),
        visible_options: null,
      },
      false,
    ),
    question('preference', { type: 'ranking', options: options(RANK_VALUES) }, false),
    {
      path: 'vectors-settings',
      body: {
        id: null,
        inserted_at: null,
        updated_at: null,
        name: 'embedding',
        title: 'embedding',
        dimensions,
      },
    },
    metadata('source', { visible_for_annotators: true, type: 'terms', values: ['web', 'mail', 'phone'] }),
    metadata('length', { visible_for_annotators: true, min: 0, max: 10000, type: 'integer' }),
    metadata('score', { visible_for_annotators: true, min: 0, max: 1, type: 'float' }),
  ];
}

/** A deterministic unit vector (a small LCG: the figures must not depend on `Math.random`). */
function unitVector(seed: number, dimensions: number): number[] {
  let state = (seed * 2654435761 + 1) >>> 0;
  const values = Array.from({ length: dimensions }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  });
  const norm = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0)) || 1;
  return values.map((v) => v / norm);
}

/** Question name → id, as the SDK knows them after reading the dataset's questions. */
export type QuestionIds = Record<string, string>;

/** What differs between the first log and the re-log: the text and the answers. */
export interface RecordVariant {
  textPrefix: string;
  /** Shifts labels and values so a re-log really changes suggestions and responses. */
  shift: number;
}

/**
 * What a record carries: `full`, the SDK's whole record (fields, metadata, a vector, six suggestions, two users'
 * responses); `light`, issue #27's lighter case (fields, metadata and one suggestion: no vector, no responses).
 */
export type RecordPayload = 'full' | 'light';

export const RECORD_PAYLOADS: readonly RecordPayload[] = ['full', 'light'];

/** Record `index` of a `records.log` batch, as the SDK serializes it (`RecordModel` with nulls it does not know). */
export function sdkRecord(
  index: number,
  questions: QuestionIds,
  userIds: readonly [string, string],
  dimensions: number,
  variant: RecordVariant,
  payload: RecordPayload = 'full',
): unknown {
  const k = index + variant.shift;
  const text = `${variant.textPrefix} ${index}: Alice bought it in Paris and liked it.`;
  const start = `${variant.textPrefix} ${index}: `.length;
  const suggestion = (name: string, value: unknown, score: unknown, agent: string | null) => ({
    value,
    question_name: name,
    type: null,
    score,
    agent,
    id: null,
    question_id: questions[name],
  });
  const full = {
    id: null,
    inserted_at: null,
    updated_at: null,
    status: 'pending',
    fields: {
      text,
      notes: `**Note** ${index}`,
      image: PIXEL_PNG,
      chat: [
        { role: 'user', content: `Question ${index}?` },
        { role: 'assistant', content: 'Answer.' },
      ],
      custom: { title: `Card ${index}` },
    },
    metadata: { source: ['web', 'mail', 'phone'][k % 3], length: text.length, score: (k % 100) / 100 },
    vectors: { embedding: unitVector(k, dimensions) },
    responses: userIds.map((userId, u) => ({
      values: {
        sentiment: { value: LABELS[(k + u) % 3] },
        quality: { value: 1 + ((k + u) % 5) },
      },
      status: u === 0 ? 'submitted' : k % 2 === 0 ? 'submitted' : 'draft',
      user_id: userId,
    })),
    suggestions: [
      suggestion('sentiment', LABELS[k % 3], 0.5 + (k % 50) / 100, 'model-a'),
      suggestion('topics', [TOPICS[k % 4], TOPICS[(k + 1) % 4]], [0.9, 0.4], 'model-a'),
      suggestion('quality', 1 + (k % 5), null, 'model-b'),
      suggestion('comment', `note ${k}`, null, 'model-c'),
      suggestion('entities', [{ label: 'PERSON', start, end: start + 'Alice'.length }], null, null),
      suggestion(
        'preference',
        (k % 2 ? [...RANK_VALUES].reverse() : RANK_VALUES).map((value) => ({ value })),
        null,
        null,
      ),
    ],
    external_id: `review-${index}`,
  };
  if (payload === 'full') return full;
  // The lighter record: the same keys the SDK sends, with what it does not carry left empty.
  return {
    ...full,
    vectors: {},
    responses: [],
    suggestions: full.suggestions.slice(0, 1),
  };
}
