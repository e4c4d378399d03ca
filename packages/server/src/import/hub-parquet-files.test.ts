import type { RunningHubStandIn } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadGatewayError, UnprocessableEntityError } from '../errors/api-errors';
import { startTestHub } from '../testing/hub-fixture';
import { listHubParquetFiles } from './hub-parquet-files';

let hub: RunningHubStandIn;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(async () => hub.close());

const noWait = async () => undefined;

/** The real fetch to the stand-in, except that the first `failures` calls fail as a dropped connection does. */
function failingFirst(failures: number): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (calls <= failures) throw new TypeError('fetch failed', { cause: new Error('other side closed') });
    return fetch(input, init);
  }) as typeof fetch;
  return { fetch: wrapped, calls: () => calls };
}

describe('listHubParquetFiles', () => {
  it('lists the parquet files of a split after a connection that failed twice', async () => {
    const flaky = failingFirst(2);
    const files = await listHubParquetFiles(
      hub.env['MARGINALIA_DATASETS_SERVER_URL']!,
      'stanfordnlp/imdb',
      'plain_text',
      'train',
      flaky.fetch,
      noWait,
    );
    expect(flaky.calls()).toBe(3);
    expect(files.length).toBeGreaterThan(0);
    expect(files[0]!.url).toMatch(
      /stanfordnlp\/imdb\/resolve\/refs%2Fconvert%2Fparquet\/plain_text\/train\//,
    );
  });

  it('answers 502 with the reason when the connection fails three times', async () => {
    const down = failingFirst(3);
    const error = await listHubParquetFiles(
      hub.env['MARGINALIA_DATASETS_SERVER_URL']!,
      'stanfordnlp/imdb',
      'plain_text',
      'train',
      down.fetch,
      noWait,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadGatewayError);
    expect((error as Error).message).toBe(
      'The hub failed to send the parquet file listing of `stanfordnlp/imdb` after 3 attempts (the connection was dropped)',
    );
    expect(down.calls()).toBe(3);
  });

  it('does not retry an answer: a private repository is a 422 at the first call', async () => {
    const counted = failingFirst(0);
    const error = await listHubParquetFiles(
      hub.env['MARGINALIA_DATASETS_SERVER_URL']!,
      'marginalia-stand-in/private-dataset',
      'default',
      'train',
      counted.fetch,
      noWait,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(counted.calls()).toBe(1);
  });
});
