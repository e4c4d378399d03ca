import { startHubStandIn, type RunningHubStandIn } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHubDatasetClient, HubRequestError, type HubDatasetClient } from './createHubDatasetClient';
import { createHubImportStore } from './createHubImportStore';
import { createServerHubClient } from './createServerHubClient';
import { selectedSubsetOf } from './creationDraft';
import { creationMapping } from './creationRequest';
import { hubDatasetPageUrl, hubUrlsFromSettings, PUBLIC_HUB_URLS } from './hubUrls';
import { loadHubDatasetDraft } from './loadHubDatasetDraft';

// The real client against the stand-in hub on the datasets server's real paths.
let standIn: RunningHubStandIn;
let hub: HubDatasetClient;

beforeAll(async () => {
  standIn = await startHubStandIn({ port: 0 });
  hub = createHubDatasetClient({ urls: { hubUrl: standIn.url, datasetsServerUrl: standIn.url } });
});
afterAll(async () => {
  await standIn.close();
});

describe('hub URLs', () => {
  it('defaults to the public hub and datasets server, and follows the server settings', () => {
    expect(hubUrlsFromSettings({})).toEqual({
      hubUrl: 'https://huggingface.co',
      datasetsServerUrl: 'https://datasets-server.huggingface.co',
    });
    expect(
      hubUrlsFromSettings({
        hub: { hub_url: 'http://127.0.0.1:6970/', datasets_server_url: 'http://127.0.0.1:6970' },
      }),
    ).toEqual({
      hubUrl: 'http://127.0.0.1:6970',
      datasetsServerUrl: 'http://127.0.0.1:6970',
    });
    expect(hubDatasetPageUrl(PUBLIC_HUB_URLS, 'acme/reviews')).toBe(
      'https://huggingface.co/datasets/acme/reviews',
    );
  });
});

// The first read of a split makes its parquet file (25,000 rows for imdb) when the stand-in's cache is empty, as
// in a fresh clone: that took over 5 s on a loaded machine.
describe('createHubDatasetClient against the stand-in', { timeout: 60_000 }, () => {
  it('reads info, first rows, statistics and the parquet listing', async () => {
    const info = await hub.getInfo('stanfordnlp/imdb');
    expect(Object.keys(info)).toEqual(['plain_text']);
    expect(Object.keys(info.plain_text?.splits ?? {})).toEqual(['train', 'test', 'unsupervised']);
    const rows = await hub.getFirstRows('stanfordnlp/imdb', 'plain_text', 'train');
    expect(typeof rows.rows[0]?.row.text).toBe('string');
    const statistics = await hub.getStatistics('stanfordnlp/imdb', 'plain_text', 'train');
    expect(statistics.num_examples).toBe(25_000);
    const files = await hub.listParquetFiles('stanfordnlp/imdb', 'plain_text', 'train');
    expect(files[0]?.url).toContain('/datasets/stanfordnlp/imdb/resolve/');
  });

  it('rejects a missing or private repository with the service status', async () => {
    for (const repo of ['nobody/nothing', 'marginalia-stand-in/private-dataset']) {
      const error = await hub.getInfo(repo).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HubRequestError);
      expect([401, 404]).toContain((error as HubRequestError).status);
    }
  });

  it('rejects with status 0 when the service cannot be reached', async () => {
    const offline = createHubDatasetClient({
      urls: { hubUrl: 'http://127.0.0.1:9', datasetsServerUrl: 'http://127.0.0.1:9' },
    });
    const error = await offline.getInfo('stanfordnlp/imdb').catch((e: unknown) => e);
    expect((error as HubRequestError).status).toBe(0);
  });
});

describe('loadHubDatasetDraft on the stand-in datasets', () => {
  it('classification: a text field and a required label question with neg/pos', async () => {
    const draft = await loadHubDatasetDraft(hub, ' stanfordnlp/imdb ');
    expect(draft).toMatchObject({ repoId: 'stanfordnlp/imdb', name: 'imdb', selectedSubset: 'plain_text' });
    const subset = selectedSubsetOf(draft);
    expect(subset.questions).toEqual([
      expect.objectContaining({ name: 'label', options: ['neg', 'pos'], required: true }),
    ]);
    expect(creationMapping(subset)).toEqual({
      fields: [{ source: 'text', target: 'text' }],
      metadata: [],
      suggestions: [{ source: 'label', target: 'label' }],
      external_id: null,
    });
  });

  it('chat: messages become a chat field', async () => {
    const subset = selectedSubsetOf(await loadHubDatasetDraft(hub, 'HuggingFaceH4/no_robots'));
    expect(subset.fields.map((f) => [f.name, f.type])).toEqual([
      ['prompt', 'text'],
      ['prompt_id', 'text'],
      ['messages', 'chat'],
      ['category', 'text'],
    ]);
    expect(subset.questions).toEqual([]);
  });

  it('image, multi-label with an id column, and numeric columns', async () => {
    const images = selectedSubsetOf(await loadHubDatasetDraft(hub, 'argilla/synthetic-text-to-image'));
    expect(images.fields.find((f) => f.name === 'image')?.type).toBe('image');
    const emotions = selectedSubsetOf(await loadHubDatasetDraft(hub, 'google-research-datasets/go_emotions'));
    expect(emotions.questions[0]).toMatchObject({
      name: 'labels',
      type: 'multi_label_selection',
      required: true,
    });
    expect(emotions.questions[0]?.options).toHaveLength(28);
    expect(emotions.externalIdColumn).toBe('id');
    const numeric = selectedSubsetOf(
      await loadHubDatasetDraft(hub, 'marginalia-stand-in/product-reviews-numeric'),
    );
    expect(numeric.metadata.map((m) => [m.name, m.dtype])).toEqual([
      ['rating', 'int64'],
      ['helpful_votes', 'int32'],
      ['price', 'float64'],
    ]);
  });

  it('unsupported and nested types get no mapping', async () => {
    const nested = selectedSubsetOf(await loadHubDatasetDraft(hub, 'marginalia-stand-in/nested-types'));
    for (const column of ['details', 'matrix', 'raw', 'created'])
      expect(nested.fields.find((f) => f.column === column)?.type).toBe('no mapping');
  });
});

describe('createServerHubClient and the home import form', () => {
  it('reads the hub the server names, once', async () => {
    const getSettings = vi.fn(async () => ({
      hub: { hub_url: standIn.url, datasets_server_url: standIn.url },
    }));
    const serverHub = createServerHubClient({ getSettings } as never);
    await expect(serverHub.getUrls()).resolves.toEqual({
      hubUrl: standIn.url,
      datasetsServerUrl: standIn.url,
    });
    await serverHub.getInfo('stanfordnlp/imdb');
    expect(getSettings).toHaveBeenCalledTimes(1);
  });

  it('falls back to the public hub when the settings cannot be read', async () => {
    const serverHub = createServerHubClient({ getSettings: () => Promise.reject(new Error('500')) } as never);
    await expect(serverHub.getUrls()).resolves.toEqual(PUBLIC_HUB_URLS);
  });

  it('answers the preview path of a readable repository, and notFound otherwise', async () => {
    const store = createHubImportStore(hub);
    await expect(store.getState().submit()).resolves.toBeNull();
    store.getState().setRepoId(' stanfordnlp/imdb ');
    await expect(store.getState().submit()).resolves.toBe('/stanfordnlp%2Fimdb');
    store.getState().setRepoId('marginalia-stand-in/private-dataset');
    await expect(store.getState().submit()).resolves.toBeNull();
    expect(store.getState().status).toBe('notFound');
    store.getState().setRepoId('marginalia-stand-in/private-datase');
    expect(store.getState().status).toBe('idle');
  });
});
