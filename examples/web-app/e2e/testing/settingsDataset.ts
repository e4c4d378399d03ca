import type { APIRequestContext } from '@playwright/test';
import type { WireDataset, WireRecord, WireWorkspace } from '@marginalia/core';

const headers = { 'X-Argilla-Api-Key': 'owner.apikey' };

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers, data });
  if (!response.ok())
    throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface SettingsDatasetOptions {
  /** Somebody answered a record: the distribution is locked. */
  responded?: boolean;
  guidelines?: string | null;
  /**
   * Adds an optional multi-label question `topics` (news, sports, international, politics, in that order) and
   * suggests international (0.9) and politics (0.6) for it on every record.
   */
  topics?: boolean;
  /** Adds the fields `answer-a` and `answer-b` (sharing a prefix: shown as tabs) with a text per record. */
  answers?: boolean;
  /** Adds a text question `notes` (plain text) and a span question `entities` on the review (no overlaps). */
  textAndSpan?: boolean;
}

/**
 * A fresh published dataset in the demo workspace for one settings or annotation flow (a unique name, so flows
 * never touch the shared demo datasets): a text field, a label question with 4 options, a terms metadata property,
 * a vector and two records.
 */
export async function createSettingsDataset(
  request: APIRequestContext,
  prefix: string,
  {
    responded = false,
    guidelines = 'Read the whole review first.',
    topics = false,
    answers = false,
    textAndSpan = false,
  }: SettingsDatasetOptions = {},
): Promise<WireDataset> {
  const { items } = await call<{ items: WireWorkspace[] }>(request, 'get', '/me/workspaces');
  const workspace = items.find((candidate) => candidate.name === 'demo')!;
  const name = `${prefix}-${Date.now().toString(36)}`;
  const dataset = await call<WireDataset>(request, 'post', '/datasets', {
    name,
    workspace_id: workspace.id,
    guidelines,
  });
  const id = dataset.id;
  await call(request, 'post', `/datasets/${id}/fields`, {
    name: 'review',
    title: 'Review',
    required: true,
    settings: { type: 'text' },
  });
  for (const letter of answers ? ['a', 'b'] : []) {
    await call(request, 'post', `/datasets/${id}/fields`, {
      name: `answer-${letter}`,
      title: `Answer ${letter.toUpperCase()}`,
      required: true,
      settings: { type: 'text' },
    });
  }
  const answerTexts = (review: string) =>
    answers ? { 'answer-a': `A says: ${review}`, 'answer-b': `B says: ${review}` } : {};
  const options = ['positive', 'negative', 'neutral', 'mixed'].map((value) => ({
    value,
    text: value[0]!.toUpperCase() + value.slice(1),
  }));
  await call(request, 'post', `/datasets/${id}/questions`, {
    name: 'sentiment',
    title: 'Sentiment',
    required: true,
    settings: { type: 'label_selection', options },
  });
  const topicsQuestion = topics
    ? await call<{ id: string }>(request, 'post', `/datasets/${id}/questions`, {
        name: 'topics',
        title: 'Topics',
        required: false,
        settings: {
          type: 'multi_label_selection',
          options: ['news', 'sports', 'international', 'politics'].map((value) => ({
            value,
            text: value[0]!.toUpperCase() + value.slice(1),
          })),
        },
      })
    : null;
  const suggestions = topicsQuestion
    ? [
        {
          question_id: topicsQuestion.id,
          value: ['politics', 'international'],
          score: [0.6, 0.9],
          agent: 'tagger',
        },
      ]
    : [];
  if (textAndSpan) {
    await call(request, 'post', `/datasets/${id}/questions`, {
      name: 'notes',
      title: 'Notes',
      required: false,
      settings: { type: 'text', use_markdown: false },
    });
    await call(request, 'post', `/datasets/${id}/questions`, {
      name: 'entities',
      title: 'Entities',
      required: false,
      settings: {
        type: 'span',
        field: 'review',
        options: [
          { value: 'person', text: 'Person' },
          { value: 'place', text: 'Place' },
        ],
        allow_overlapping: false,
      },
    });
  }
  await call(request, 'post', `/datasets/${id}/metadata-properties`, {
    name: 'source',
    title: 'Source',
    settings: { type: 'terms', values: ['web', 'mail'] },
  });
  await call(request, 'post', `/datasets/${id}/vectors-settings`, {
    name: 'embedding',
    title: 'Embedding',
    dimensions: 3,
  });
  await call(request, 'put', `/datasets/${id}/publish`);
  await call(request, 'post', `/datasets/${id}/records/bulk`, {
    items: [
      {
        fields: { review: 'A slow but moving film.', ...answerTexts('slow but moving') },
        metadata: { source: 'web' },
        vectors: { embedding: [0.1, 0.2, 0.3] },
        suggestions,
      },
      {
        fields: { review: 'Too long by an hour.', ...answerTexts('too long') },
        metadata: { source: 'mail' },
        vectors: { embedding: [0.3, 0.2, 0.1] },
        suggestions,
      },
    ],
  });
  if (responded) {
    const records = await call<{ items: WireRecord[] }>(request, 'get', `/datasets/${id}/records?limit=1`);
    await call(request, 'post', `/records/${records.items[0]!.id}/responses`, {
      status: 'submitted',
      values: { sentiment: { value: 'positive' } },
    });
  }
  return call<WireDataset>(request, 'get', `/datasets/${id}`);
}

/** The settings page of a dataset, on a tab when given. */
export const settingsUrl = (id: string, tab?: string) => `/dataset/${id}/settings${tab ? `?tab=${tab}` : ''}`;
