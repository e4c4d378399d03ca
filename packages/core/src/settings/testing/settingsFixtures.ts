import { createApiClient } from '../../api/createApiClient';
import type { WireDataset } from '../../api/wire/datasets';
import type { WireField } from '../../api/wire/fields';
import type { WireMetadataProperty, WireVectorSettings } from '../../api/wire/metadata';
import type { WireQuestion } from '../../api/wire/questions';
import { createFakeFetch } from '../../testing/createFakeFetch';
import { createDatasetSettingsStore, type SettingsTabUrl } from '../createDatasetSettingsStore';

const stamps = { inserted_at: '2024-05-01T10:22:33', updated_at: '2024-05-01T10:22:34' };

export const settingsDataset: WireDataset = {
  id: 'd1',
  name: 'reviews',
  guidelines: 'Read the whole review.',
  allow_extra_metadata: true,
  status: 'ready',
  distribution: { strategy: 'overlap', min_submitted: 1 },
  metadata: null,
  workspace_id: 'w1',
  last_activity_at: '2024-05-02T08:00:00',
  ...stamps,
};

export const settingsFields: WireField[] = [
  {
    id: 'f1',
    name: 'text',
    title: 'Text',
    required: true,
    settings: { type: 'text', use_markdown: false },
    dataset_id: 'd1',
    ...stamps,
  },
  {
    id: 'f2',
    name: 'photo',
    title: 'Photo',
    required: false,
    settings: { type: 'image' },
    dataset_id: 'd1',
    ...stamps,
  },
];

const option = (value: string) => ({ value, text: value.toUpperCase(), description: null });

export const settingsQuestions: WireQuestion[] = [
  {
    id: 'q1',
    name: 'sentiment',
    title: 'Sentiment',
    description: 'How it feels',
    required: true,
    settings: {
      type: 'label_selection',
      options: ['pos', 'neg', 'neu', 'mixed'].map(option),
      visible_options: 4,
    },
    dataset_id: 'd1',
    ...stamps,
  },
  {
    id: 'q2',
    name: 'topics',
    title: 'Topics',
    description: null,
    required: false,
    settings: {
      type: 'multi_label_selection',
      options: ['a', 'b'].map(option),
      visible_options: null,
      options_order: 'natural',
    },
    dataset_id: 'd1',
    ...stamps,
  },
  {
    id: 'q3',
    name: 'order',
    title: 'Order',
    description: null,
    required: false,
    settings: { type: 'ranking', options: ['x', 'y'].map(option) },
    dataset_id: 'd1',
    ...stamps,
  },
];

export const settingsMetadata: WireMetadataProperty[] = [
  {
    id: 'm1',
    name: 'source',
    title: 'Source',
    settings: { type: 'terms', values: ['web', 'mail'] },
    visible_for_annotators: true,
    dataset_id: 'd1',
    ...stamps,
  },
];

export const settingsVectors: WireVectorSettings[] = [
  { id: 'v1', name: 'embedding', title: 'Embedding', dimensions: 384, dataset_id: 'd1', ...stamps },
];

/** Answers a PATCH with the stored item merged with the body, as the server does. */
function echo<T extends object>(item: T) {
  return (call: { json: unknown }) => {
    const body = call.json as Record<string, unknown>;
    const settings =
      'settings' in item && body.settings
        ? { settings: { ...(item.settings as object), ...(body.settings as object) } }
        : {};
    return { body: { ...item, ...body, ...settings } };
  };
}

/** A settings store over a fake server holding one dataset; `responded` makes the distribution locked. */
export function setupSettingsStore({
  canEdit = true,
  responded = false,
  tabUrl,
}: { canEdit?: boolean; responded?: boolean; tabUrl?: SettingsTabUrl } = {}) {
  const server = createFakeFetch();
  const api = '/api/v1';
  server.on('GET', `${api}/datasets/d1`, { body: settingsDataset });
  server.on('GET', `${api}/workspaces/w1`, { body: { id: 'w1', name: 'team', ...stamps } });
  server.on('GET', `${api}/datasets/d1/fields`, { body: { items: settingsFields } });
  server.on('GET', `${api}/datasets/d1/questions`, { body: { items: settingsQuestions } });
  server.on('GET', `${api}/me/datasets/d1/metadata-properties`, { body: { items: settingsMetadata } });
  server.on('GET', `${api}/datasets/d1/vectors-settings`, { body: { items: settingsVectors } });
  server.on('GET', `${api}/metadata-properties/m1/metrics`, {
    body: {
      type: 'terms',
      total: 3,
      values: [
        { term: 'web', count: 2 },
        { term: 'mail', count: 1 },
      ],
    },
  });
  server.on('GET', `${api}/datasets/d1/users/progress`, {
    body: {
      users: responded
        ? [
            {
              username: 'ann',
              completed: { submitted: 0, discarded: 0, draft: 0 },
              pending: { submitted: 0, discarded: 0, draft: 1 },
            },
          ]
        : [],
    },
  });
  server.on('POST', `${api}/me/datasets/d1/records/search`, { body: { items: [], total: 0 } });
  server.on('PATCH', `${api}/datasets/d1`, echo(settingsDataset));
  for (const field of settingsFields) server.on('PATCH', `${api}/fields/${field.id}`, echo(field));
  for (const question of settingsQuestions)
    server.on('PATCH', `${api}/questions/${question.id}`, echo(question));
  server.on('PATCH', `${api}/metadata-properties/m1`, echo(settingsMetadata[0]!));
  server.on('PATCH', `${api}/vectors-settings/v1`, echo(settingsVectors[0]!));
  server.on('DELETE', `${api}/datasets/d1`, { body: settingsDataset });
  const store = createDatasetSettingsStore({
    client: createApiClient({ fetch: server.fetch }),
    datasetId: 'd1',
    canEdit: () => canEdit,
    tabUrl,
  });
  return { server, store, state: () => store.getState() };
}
