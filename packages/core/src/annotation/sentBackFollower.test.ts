import { describe, expect, it, vi } from 'vitest';
import type { WireRecord } from '../api/wire/records';
import { createFakeAnnotationServer, DATASET_ID, USER_ID } from '../testing/createFakeAnnotationServer';
import { setupAnnotationStore } from '../testing/setupAnnotationStore';

const record = (id: string, status: 'draft' | 'submitted' | null): WireRecord => ({
  id,
  fields: { text: 'A text' },
  metadata: null,
  external_id: null,
  responses: status
    ? [
        {
          id: `resp-${id}`,
          record_id: id,
          user_id: USER_ID,
          status,
          values: {},
          inserted_at: '2024-05-01T10:22:33',
          updated_at: '2024-05-01T10:22:33',
        },
      ]
    : [],
});

const review = (id: string, status: string, comment: string | null) => ({
  body: { record_id: id, status, values: {}, reviewer_id: 'u-rita', comment, updated_at: 'now' },
});

const reviewer = (id: string, userId: string | null, username: string | null) => {
  return [`/api/v1/records/${id}/review/reviewer`, { body: { user_id: userId, username } }] as const;
};

function setup(records: WireRecord[]) {
  const fake = createFakeAnnotationServer(records);
  for (const { id } of records) fake.server.on('GET', ...reviewer(id, 'u-rita', 'rita'));
  return setupAnnotationStore(fake);
}

const reviewCalls = (fake: ReturnType<typeof setup>) =>
  fake.server.calls.filter((call) => call.path.endsWith('/review'));
const reviewerCalls = (fake: ReturnType<typeof setup>) =>
  fake.server.calls.filter((call) => call.path.endsWith('/review/reviewer'));

describe('the sent-back notice of the annotation store', () => {
  it("shows the reviewer's comment above a draft the reviewer sent back", async () => {
    const fake = setup([record('r1', 'draft')]);
    fake.server.on('GET', '/api/v1/records/r1/review', review('r1', 'rejected', 'Mind the sarcasm'));
    await fake.state().load();
    await vi.waitFor(() =>
      expect(fake.state().sentBack).toEqual({
        recordId: 'r1',
        reviewer: 'rita',
        comment: 'Mind the sarcasm',
      }),
    );
    fake.store.getState().dispose();
  });

  it('reads no review for a record that is not a draft of the caller, and shows none for a draft not rejected', async () => {
    const pendingRecord = setup([record('r1', null)]);
    await pendingRecord.state().load();
    expect(reviewCalls(pendingRecord)).toHaveLength(0);
    expect(reviewerCalls(pendingRecord)).toHaveLength(0);

    const plainDraft = setup([record('r1', 'draft')]);
    plainDraft.server.on('GET', '/api/v1/records/r1/review', review('r1', 'pending', 'old comment'));
    await plainDraft.state().load();
    await vi.waitFor(() => expect(reviewCalls(plainDraft)).toHaveLength(1));
    expect(plainDraft.state().sentBack).toBeNull();
    expect(reviewerCalls(plainDraft)).toHaveLength(0);
  });

  it("names an owner or admin who rejected (not a listed reviewer) by the record's reviewer path, each name read once", async () => {
    const fake = setup([record('r1', 'draft'), record('r2', 'draft')]);
    for (const id of ['r1', 'r2']) {
      fake.server.on('GET', `/api/v1/records/${id}/review`, {
        body: {
          record_id: id,
          status: 'rejected',
          values: {},
          reviewer_id: 'u-owner',
          comment: `Redo ${id}`,
          updated_at: 'now',
        },
      });
      fake.server.on('GET', ...reviewer(id, 'u-owner', 'olga'));
    }
    await fake.state().load();
    await vi.waitFor(() =>
      expect(fake.state().sentBack).toEqual({ recordId: 'r1', reviewer: 'olga', comment: 'Redo r1' }),
    );
    await fake.state().next();
    await vi.waitFor(() =>
      expect(fake.state().sentBack).toEqual({ recordId: 'r2', reviewer: 'olga', comment: 'Redo r2' }),
    );
    expect(reviewerCalls(fake)).toHaveLength(1);
    expect(fake.server.callsTo('GET', `/api/v1/datasets/${DATASET_ID}/reviewers`)).toHaveLength(0);
    fake.store.getState().dispose();
  });

  it('names no reviewer it cannot read, and shows nothing when the review cannot be read', async () => {
    const fake = setup([record('r1', 'draft'), record('r2', 'draft')]);
    fake.server.on('GET', '/api/v1/records/r1/review', {
      body: {
        record_id: 'r1',
        status: 'rejected',
        values: {},
        reviewer_id: 'u-gone',
        comment: 'Redo',
        updated_at: 'now',
      },
    });
    fake.server.on('GET', ...reviewer('r1', null, null));
    await fake.state().load();
    await vi.waitFor(() =>
      expect(fake.state().sentBack).toEqual({ recordId: 'r1', reviewer: null, comment: 'Redo' }),
    );
    await fake.state().next();
    // r2's review answers 404: no notice, and the one of r1 is gone.
    expect(fake.state().record?.id).toBe('r2');
    await vi.waitFor(() => expect(reviewCalls(fake)).toHaveLength(2));
    expect(fake.state().sentBack).toBeNull();
  });
});
