import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { BULK_PATH, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { responsesBulkSenderFor } from './sendResponsesBulk';

const body = { items: [{ record_id: 'rec-1', status: 'discarded' as const, values: {} }] };

describe('responsesBulkSenderFor', () => {
  it('posts the group to /me/responses/bulk and returns the aligned per-item results', async () => {
    const { server } = createFakeRecordServer(1);
    const client = createApiClient({ fetch: server.fetch });
    const result = await responsesBulkSenderFor(client)(body);
    expect(server.callsTo('POST', BULK_PATH)[0]?.json).toEqual(body);
    expect(result.items[0]?.item).toMatchObject({ record_id: 'rec-1', status: 'discarded' });
  });
});
