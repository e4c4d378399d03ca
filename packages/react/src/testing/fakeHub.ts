import { createHubDatasetClient, type HubConfigInfo, type HubDatasetClient } from '@marginalia/core';

/** A repository of the fake hub: its configs and the first rows of each `config/split`. */
export interface FakeHubRepo {
  info: Record<string, HubConfigInfo>;
  firstRows?: Record<string, Record<string, unknown>[]>;
}

const string = { _type: 'Value', dtype: 'string' };

/** A classification set like `stanfordnlp/imdb`, a chat set and an image set, for component tests and stories. */
export const FAKE_HUB_REPOS: Record<string, FakeHubRepo> = {
  'stanfordnlp/imdb': {
    info: {
      plain_text: {
        features: { text: string, label: { _type: 'ClassLabel', names: ['neg', 'pos'] } },
        splits: { train: { name: 'train' }, test: { name: 'test' } },
      },
    },
    firstRows: {
      'plain_text/train': [{ text: 'A film of rare grace.', label: 1 }],
      'plain_text/test': [{ text: 'Dull.', label: 0 }],
    },
  },
  'HuggingFaceH4/no_robots': {
    info: {
      default: {
        features: {
          prompt: string,
          messages: { _type: 'List', feature: { content: string, role: string } },
          category: string,
        },
        splits: { train: { name: 'train' } },
      },
    },
    firstRows: {
      'default/train': [
        {
          prompt: 'Say hi',
          messages: [
            { role: 'user', content: 'Say hi' },
            { role: 'assistant', content: 'Hi!' },
          ],
          category: 'Chat',
        },
      ],
    },
  },
  'acme/two-subsets': {
    info: {
      first: { features: { text: string }, splits: { train: { name: 'train' } } },
      second: {
        features: { prompt: string, image: { _type: 'Image' } },
        splits: { train: { name: 'train' } },
      },
    },
  },
};

/**
 * A fake of the hub's datasets server on its real paths (`/info`, `/first-rows`), answering 404 like the service
 * for any other repository, and the real hub client over it.
 *
 * @example
 * const { hub } = createFakeHub();
 * render(<DatasetCreation repoId="stanfordnlp/imdb" hub={hub} />);
 */
export function createFakeHub(repos: Record<string, FakeHubRepo> = FAKE_HUB_REPOS): {
  fetch: typeof globalThis.fetch;
  hub: HubDatasetClient;
} {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const repo = repos[url.searchParams.get('dataset') ?? ''];
    if (!repo)
      return json(404, {
        error: 'The dataset does not exist, or is not accessible without authentication (private or gated).',
      });
    if (url.pathname === '/info')
      return json(200, { dataset_info: repo.info, pending: [], failed: [], partial: false });
    if (url.pathname === '/first-rows') {
      const rows =
        repo.firstRows?.[`${url.searchParams.get('config')}/${url.searchParams.get('split')}`] ?? [];
      return json(200, {
        features: [],
        rows: rows.map((row, row_idx) => ({ row_idx, row, truncated_cells: [] })),
      });
    }
    return json(404, { error: 'Not found.' });
  };
  const urls = { hubUrl: 'http://hub.test', datasetsServerUrl: 'http://hub.test' };
  return { fetch, hub: createHubDatasetClient({ urls, fetch }) };
}
