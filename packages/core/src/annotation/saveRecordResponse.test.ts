import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import { deleteRecordResponse, isNetworkError, saveRecordResponse } from './saveRecordResponse';

const body = { status: 'draft' as const, values: { notes: { value: 'x' } } };

describe('saveRecordResponse', () => {
  it('creates a missing response and updates an existing one', async () => {
    const { client, server } = createFakeRecordServer(1);
    const created = await saveRecordResponse(client, { id: 'rec-1', response: null }, body, USER_ID);
    expect(server.callsTo('POST', '/api/v1/records/rec-1/responses')).toHaveLength(1);
    await saveRecordResponse(
      client,
      { id: 'rec-1', response: { id: created.id } },
      { ...body, status: 'submitted' },
      USER_ID,
    );
    expect(server.callsTo('PUT', `/api/v1/responses/${created.id}`)[0]?.json).toMatchObject({
      status: 'submitted',
    });
  });

  it('updates the response found after a 409, and rethrows other failures', async () => {
    const { client, respond, server } = createFakeRecordServer(1);
    respond('rec-1', 'discarded');
    const saved = await saveRecordResponse(client, { id: 'rec-1', response: null }, body, USER_ID);
    expect(saved).toMatchObject({ id: 'resp-1', status: 'draft' });
    expect(server.callsTo('GET', '/api/v1/records/rec-1')).toHaveLength(1);
    await expect(
      saveRecordResponse(client, { id: 'nope', response: null }, body, USER_ID),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      saveRecordResponse(client, { id: 'rec-1', response: null }, body, 'someone-else'),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('deleteRecordResponse', () => {
  it('deletes the existing response and does nothing without one', async () => {
    const { client, respond, server } = createFakeRecordServer(1);
    expect(await deleteRecordResponse(client, { id: 'rec-1', response: null })).toBeNull();
    respond('rec-1', 'submitted');
    await deleteRecordResponse(client, { id: 'rec-1', response: { id: 'resp-1' } });
    expect(server.callsTo('DELETE', '/api/v1/responses/resp-1')).toHaveLength(1);
  });
});

describe('isNetworkError', () => {
  it('is an ApiError without an answer', () => {
    expect(isNetworkError(new ApiError(0, undefined))).toBe(true);
    expect(isNetworkError(new ApiError(500, undefined))).toBe(false);
    expect(isNetworkError(new Error('x'))).toBe(false);
  });
});
