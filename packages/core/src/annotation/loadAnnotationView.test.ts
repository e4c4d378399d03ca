import { describe, expect, it } from 'vitest';
import { deferred } from '../testing/createFakeFetch';
import { DATASET_ID } from '../queue/testing/createFakeRecordServer';
import { settle, setupWorkflow } from './testing/setupWorkflow';

const METADATA_PATH = `/api/v1/me/datasets/${DATASET_ID}/metadata-properties`;

describe('loading the annotation view', () => {
  it('shows the first record without waiting for the metadata properties, then gives the queue them', async () => {
    const { store, state, server } = setupWorkflow(3);
    const held = deferred<void>();
    server.on('GET', METADATA_PATH, async () => {
      await held.promise;
      return { body: { items: [{ id: 'm-1', name: 'source' }] } };
    });
    await store.getState().load();
    expect(state().status).toBe('ready');
    expect(state().record?.id).toBe('rec-1');
    expect(state().questions.length).toBeGreaterThan(0);
    // Until they are read, searches trust the criteria's metadata names.
    expect(store.queue.getState().context?.metadataProperties).toBeNull();

    held.resolve();
    await settle();
    expect(store.queue.getState().context?.metadataProperties).toEqual([{ id: 'm-1', name: 'source' }]);
    expect(store.queue.getState().context?.questions).toEqual(
      state().questions.map((question) => expect.objectContaining({ id: question.id, name: question.name })),
    );
  });

  it('keeps the queue without metadata properties when they cannot be read', async () => {
    const { store, state, server } = setupWorkflow(3);
    server.on('GET', METADATA_PATH, { status: 500, body: { detail: 'down' } });
    await store.getState().load();
    await settle();
    expect(state().record?.id).toBe('rec-1');
    expect(store.queue.getState().context?.metadataProperties).toBeNull();
  });
});
