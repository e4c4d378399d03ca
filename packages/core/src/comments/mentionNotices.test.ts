import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createFakeFetch } from '../testing/createFakeFetch';
import { parseCriteriaFromUrl } from '../criteria/criteriaUrl';
import { MENTIONED_RECORDS_QUERY, readNewMentions, seenMentionsKey } from './mentionNotices';
import { mention } from './testing/commentsFixtures';

function setup(items: unknown[]) {
  const server = createFakeFetch();
  server.on('GET', '/api/v1/me/mentions', () => ({ body: { items } }));
  const client = createApiClient({ fetch: server.fetch });
  return { server, client, storage: createMemoryStorage() };
}

describe('readNewMentions', () => {
  it('shows the open mentions once: the next load shows only new ones', async () => {
    const items = [mention('c2', 'ann'), mention('c1', null, { dataset_name: 'Reviews' })];
    const { client, storage } = setup(items);
    const first = await readNewMentions({ client, storage, userId: 'u-rita' });
    expect(first.map((n) => n.message)).toEqual([
      { key: 'comments.mentioned', params: { username: 'ann', dataset: 'Tweets' } },
      { key: 'comments.mentionedAnonymous', params: { dataset: 'Reviews' } },
    ]);
    expect(await readNewMentions({ client, storage, userId: 'u-rita' })).toEqual([]);
    items.unshift(mention('c3', 'bob'));
    const next = await readNewMentions({ client, storage, userId: 'u-rita' });
    expect(next.map((n) => n.mention.comment_id)).toEqual(['c3']);
    // Another user of the same browser has not seen them.
    expect(await readNewMentions({ client, storage, userId: 'u-bob' })).toHaveLength(3);
  });

  it('remembers only the mentions still open, and shows nothing when the read fails', async () => {
    const { client, storage, server } = setup([mention('c5', 'ann')]);
    storage.setItem(seenMentionsKey('u-rita'), JSON.stringify(['c1', 'c2', 'c3']));
    expect(await readNewMentions({ client, storage, userId: 'u-rita' })).toHaveLength(1);
    expect(JSON.parse(storage.getItem(seenMentionsKey('u-rita')) ?? '')).toEqual(['c5']);
    server.on('GET', '/api/v1/me/mentions', { status: 500, body: { detail: 'down' } });
    expect(await readNewMentions({ client, storage, userId: 'u-rita' })).toEqual([]);
  });

  it('leads to the records mentioning the user, whatever their status', () => {
    const criteria = parseCriteriaFromUrl(new URLSearchParams(MENTIONED_RECORDS_QUERY));
    expect([criteria.status, criteria.comments, criteria.page.client.page]).toEqual(['valid', 'mentions', 1]);
  });
});
