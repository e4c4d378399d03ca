import { describe, expect, it } from 'vitest';
import type { CriteriaUrlAdapter } from '../criteria/createCriteriaUrlSync';
import { runNow } from '../environment/afterPaint';
import {
  DATASET_ID,
  SEARCH_PATH,
  USER_ID,
  createFakeRecordServer,
} from '../queue/testing/createFakeRecordServer';
import { settingsFields } from '../settings/testing/settingsFixtures';
import { createAnnotationSession } from './createAnnotationSession';
import { prefetchAnnotationView, type AnnotationPrefetch } from './prefetchAnnotationView';
import { settle } from './testing/setupWorkflow';

const signedIn = { getState: () => ({ user: { id: USER_ID, role: 'owner' as const } }) };
const PAGE_PATH = `${SEARCH_PATH}/page`;
const FIRST_READS = [
  ['GET', `/api/v1/datasets/${DATASET_ID}`],
  ['GET', `/api/v1/workspaces/w-1`],
  ['GET', `/api/v1/datasets/${DATASET_ID}/fields`],
  ['GET', `/api/v1/datasets/${DATASET_ID}/questions`],
  ['GET', `/api/v1/me/datasets/${DATASET_ID}/metadata-properties`],
  ['POST', PAGE_PATH],
] as const;

/** The fake dataset with 30 pending records, whose metadata properties answer too (failed reads are not kept). */
function fakeDataset() {
  const fake = createFakeRecordServer(30);
  fake.server.on('GET', `/api/v1/me/datasets/${DATASET_ID}/metadata-properties`, { body: { items: [] } });
  return fake;
}

function fixedUrl(search: string): CriteriaUrlAdapter {
  let params = new URLSearchParams(search);
  return { read: () => params, write: (next) => void (params = next), subscribe: () => () => {} };
}

/** A started session of the fake dataset at `search` (frames painted at once, so focus mode reads uncounted). */
function startSession(
  fake: ReturnType<typeof createFakeRecordServer>,
  search: string,
  prefetch?: AnnotationPrefetch,
) {
  const session = createAnnotationSession({ client: fake.client, session: signedIn }, DATASET_ID, {
    url: fixedUrl(search),
    afterPaint: runNow,
    prefetch,
  });
  session.start();
  return session;
}

describe('prefetchAnnotationView', () => {
  it('sends the first reads before the session exists, and the session adopts them instead of asking again', async () => {
    const fake = fakeDataset();
    const prefetch = prefetchAnnotationView(
      fake.client,
      DATASET_ID,
      new URLSearchParams('page=2&status=pending'),
    );
    await settle(50);
    for (const [method, path] of FIRST_READS) expect(fake.server.callsTo(method, path), path).toHaveLength(1);

    const session = startSession(fake, '?page=2&status=pending', prefetch);
    await settle(100);
    const state = session.store.getState();
    expect(state.status).toBe('ready');
    expect(state.record?.id).toBe('rec-2');
    expect(state.questions.map((question) => question.name)).toContain('sentiment');
    // Each first read went out once: the GETs from the client's cache, the search from the prefetch.
    for (const [method, path] of FIRST_READS) expect(fake.server.callsTo(method, path), path).toHaveLength(1);
    session.dispose();
  });

  it('gives its page once: a second session of the same address asks the server', async () => {
    const fake = fakeDataset();
    const prefetch = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams(''));
    startSession(fake, '', prefetch).dispose();
    await settle(100);
    const second = startSession(fake, '', prefetch);
    await settle(100);
    expect(second.store.getState().record?.id).toBe('rec-1');
    expect(fake.server.callsTo('POST', PAGE_PATH)).toHaveLength(2);
    second.dispose();
  });

  it('is not taken for another search: the session sends its own', async () => {
    const fake = fakeDataset();
    const prefetch = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams('page=3'));
    const session = startSession(fake, '?page=4', prefetch);
    await settle(100);
    expect(session.store.getState().record?.id).toBe('rec-4');
    const offsets = fake.server.callsTo('POST', PAGE_PATH).map((call) => call.query.get('offset'));
    expect(offsets).toEqual(['2', '3']);
    session.dispose();
  });

  it('drops its page after a write through the client, which may have changed it', async () => {
    const fake = fakeDataset();
    const prefetch = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams(''));
    await settle(20);
    fake.respond('rec-1', 'submitted');
    fake.client.invalidate('/records');
    const session = startSession(fake, '', prefetch);
    await settle(100);
    expect(session.store.getState().record?.id).toBe('rec-2');
    expect(fake.server.callsTo('POST', PAGE_PATH)).toHaveLength(2);
    session.dispose();
  });

  it('drops a page answered more than 3 s before the session asks', async () => {
    const fake = fakeDataset();
    let clock = 0;
    const prefetch = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams(''), {
      now: () => clock,
    });
    await settle(20);
    clock = 3_000;
    const session = startSession(fake, '', prefetch);
    await settle(100);
    expect(fake.server.callsTo('POST', PAGE_PATH)).toHaveLength(2);
    session.dispose();
  });

  it("gives the dataset's fields and questions as the model has them, bulk mode included", async () => {
    const fake = fakeDataset();
    fake.server.on('GET', `/api/v1/datasets/${DATASET_ID}/fields`, {
      body: { items: [settingsFields[0]] },
    });
    for (const query of ['', 'page=1~25']) {
      const { settings } = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams(query));
      const { fields, questions } = await settings;
      expect(fields.map((field) => [field.name, field.type])).toEqual([['text', 'text']]);
      expect(questions.map((question) => question.name)).toContain('sentiment');
    }
  });

  it('gives no fields or questions where their reads fail, and still resolves', async () => {
    const fake = fakeDataset();
    fake.server.on('GET', `/api/v1/datasets/${DATASET_ID}/fields`, { status: 500, body: { detail: 'down' } });
    fake.server.on('GET', `/api/v1/datasets/${DATASET_ID}/questions`, { status: 500, body: { detail: 'down' } });
    const { settings } = prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams(''));
    expect(await settings).toEqual({ fields: [], questions: [] });
  });

  it('prefetches no search the first load would not send first (bulk mode, comment filter)', async () => {
    const fake = fakeDataset();
    prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams('page=1~25'));
    prefetchAnnotationView(fake.client, DATASET_ID, new URLSearchParams('comments=mentions'));
    await settle(20);
    expect(fake.server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
