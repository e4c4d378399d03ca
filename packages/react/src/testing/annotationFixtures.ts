import type { WireField, WireQuestion, WireRecord, WireResponse } from '@marginalia/core';

const AT = '2023-07-18T07:43:38';
export const DATASET_ID = '6c5a3c5e-1b6a-4b8e-9f57-7b7e4f1f0a01';
export const WORKSPACE_ID = '4e70e21a-7533-41e9-8a25-11d6ee3091be';

/** Fields as `GET /datasets/{id}/fields` sends them (shape of shared/fixtures/fields.json). */
export const fields: WireField[] = [
  {
    id: '4214d164-5edd-496a-be04-a4babc9d74ed',
    name: 'text',
    title: 'Text',
    required: true,
    settings: { type: 'text', use_markdown: false },
    dataset_id: DATASET_ID,
    inserted_at: AT,
    updated_at: AT,
  },
];

const question = (q: Omit<WireQuestion, 'dataset_id' | 'inserted_at' | 'updated_at'>): WireQuestion => ({
  ...q,
  dataset_id: DATASET_ID,
  inserted_at: AT,
  updated_at: AT,
});

/** One question of each type the focus view answers (shapes of shared/fixtures/questions.json). */
export const questions: WireQuestion[] = [
  question({
    id: '045c18d5-57b6-408a-8db3-bc11b9f54541',
    name: 'sentiment',
    title: 'Sentiment',
    description: 'Sentiment of the text',
    required: true,
    settings: {
      type: 'label_selection',
      options: [
        { value: 'positive', text: 'Positive', description: 'Texts with a positive intent' },
        { value: 'negative', text: 'Negative', description: 'Texts with a negative intent' },
        { value: 'neutral', text: 'Neutral', description: 'Texts with a neutral intent' },
      ],
      visible_options: null,
    },
  }),
  question({
    id: '682dd011-6a8a-452e-8900-483279c6acee',
    name: 'topics',
    title: 'Topics',
    description: null,
    required: false,
    settings: {
      type: 'multi_label_selection',
      options: [
        { value: 'sports', text: 'Sports', description: null },
        { value: 'politics', text: 'Politics', description: null },
      ],
      visible_options: null,
      options_order: 'natural',
    },
  }),
  question({
    id: '58f80371-7302-4151-abbb-ab180d229f95',
    name: 'review-rating',
    title: 'Review Rating',
    description: null,
    required: false,
    settings: {
      type: 'rating',
      options: [{ value: 1 }, { value: 2 }, { value: 3 }, { value: 4 }, { value: 5 }],
    },
  }),
  question({
    id: '7a642861-5c68-418e-8e9f-3fb95d837b86',
    name: 'comment',
    title: 'Comment',
    description: null,
    required: false,
    settings: { type: 'text', use_markdown: false },
  }),
];

/** A pending record as the `/me` search returns it with `include=responses,suggestions`. */
export function wireRecord(id: string, text: string, overrides: Partial<WireRecord> = {}): WireRecord {
  return {
    id,
    fields: { text },
    metadata: null,
    external_id: null,
    responses: [],
    suggestions: [],
    inserted_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

/** A response as the server returns it after POST /records/{id}/responses. */
export function wireResponse(
  recordId: string,
  userId: string,
  body: Pick<WireResponse, 'status' | 'values'>,
): WireResponse {
  return {
    id: `resp-${recordId}`,
    record_id: recordId,
    user_id: userId,
    inserted_at: AT,
    updated_at: AT,
    ...body,
  };
}

/** `GET /me/datasets/{id}/metrics`. */
export function wireMetrics(total: number, submitted: number, discarded = 0, draft = 0) {
  return {
    responses: { total, submitted, discarded, draft, pending: total - submitted - discarded - draft },
  };
}

/** A span question over the records' `text` field, answered on each record. */
export const entitiesOnText: WireQuestion = question({
  id: 'a7c1d2e3-0000-4000-8000-000000000001',
  name: 'entities',
  title: 'Entities',
  description: null,
  required: false,
  settings: {
    type: 'span',
    field: 'text',
    options: [
      { value: 'ORG', text: 'Organization', description: null },
      { value: 'DATE', text: 'Date', description: null },
    ],
    visible_options: null,
    allow_overlapping: false,
  },
});
