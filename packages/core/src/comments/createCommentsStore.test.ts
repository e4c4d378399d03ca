import { describe, expect, it } from 'vitest';
import core from '../../../../locales/en/core.json';
import { createApiClient } from '../api/createApiClient';
import { deferred } from '../testing/createFakeFetch';
import { COMMENTS_MESSAGE_KEYS } from './commentsMessageKeys';
import { selectCommentCounts } from './commentedRecords';
import { selectCommentComposer, selectCommentViews } from './commentsSelectors';
import type { CommentsUser } from './commentsState';
import { createCommentsStore } from './createCommentsStore';
import { comment, fakeCommentsServer } from './testing/commentsFixtures';

const ANN: CommentsUser = { id: 'u-ann', username: 'ann', role: 'annotator' };
const RITA: CommentsUser = { id: 'u-rita', username: 'rita', role: 'annotator' };

function setup(user: CommentsUser, options: { canReview?: boolean } = {}) {
  const comments = [comment('r1', 'u-ann', 'Is this *sarcasm*? @rita'), comment('r1', 'u-bob', 'No idea')];
  const server = fakeCommentsServer({ caller: user.id, comments, canReview: options.canReview });
  server.record('r2');
  const client = createApiClient({ fetch: server.fetch });
  const store = createCommentsStore({ client, datasetId: 'ds', user, now: () => Date.UTC(2026, 0, 3) });
  return { server, store, state: () => store.getState() };
}

describe('createCommentsStore', () => {
  it("loads a record's thread and says what the user may do to each comment", async () => {
    const { state } = setup(ANN);
    await state().load('r1');
    expect(state().status).toBe('ready');
    const views = selectCommentViews(state());
    expect(views.map((v) => [v.comment.body, v.mine, v.canEdit, v.canResolve, v.canDelete])).toEqual([
      ['Is this *sarcasm*? @rita', true, true, true, true],
      ['No idea', false, false, false, false],
    ]);
    expect(selectCommentCounts(state())).toEqual({ open: 2, total: 2 });
  });

  it("lets a reviewer resolve others' comments (the review summary's can_review), not edit or delete them", async () => {
    const { server, state } = setup(RITA, { canReview: true });
    await state().load('r1');
    const [mention] = selectCommentViews(state());
    expect(mention).toMatchObject({ mentionsMe: true, canEdit: false, canResolve: true, canDelete: false });
    await state().load('r2');
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/summary')).toHaveLength(1);
  });

  it('lets admins resolve and delete anything without asking the review summary', async () => {
    const { server, state } = setup({ id: 'u-adm', username: 'adm', role: 'admin' });
    await state().load('r1');
    expect(selectCommentViews(state()).every((v) => v.canResolve && v.canDelete && !v.canEdit)).toBe(true);
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/summary')).toHaveLength(0);
  });

  it('posts the draft at once (pending) and takes the server answer with its mentions', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    state().setDraft('@rita what do you think?');
    const held = deferred<void>();
    const post = server.callsTo.bind(server);
    server.on('POST', '/api/v1/records/r1/comments', async (call) => {
      await held.promise;
      const created = comment('r1', 'u-ann', (call.json as { body: string }).body);
      return { status: 201, body: created };
    });
    const sending = state().post();
    expect(state().draft).toBe('');
    expect(state().items.at(-1)).toMatchObject({
      body: '@rita what do you think?',
      pending: true,
      mentions: [],
    });
    expect(selectCommentViews(state()).at(-1)).toMatchObject({
      canEdit: false,
      canResolve: false,
      canDelete: false,
    });
    held.resolve();
    await sending;
    expect(post('POST', '/api/v1/records/r1/comments')[0]!.json).toEqual({
      body: '@rita what do you think?',
    });
    expect(state().items.at(-1)).toMatchObject({ pending: false, mentions: ['u-rita'], user_id: 'u-ann' });
    expect(state().items).toHaveLength(3);
    expect(state().revision).toBe(1);
  });

  it('takes a failed post back, restores the draft and says why in the spec words', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    server.on('POST', '/api/v1/records/r1/comments', { status: 404, body: { detail: 'Record gone' } });
    state().setDraft('hello');
    await state().post();
    expect(state().items).toHaveLength(2);
    expect(state().draft).toBe('hello');
    expect(state().error).toEqual({
      key: COMMENTS_MESSAGE_KEYS.postFailed,
      params: { error: 'Record gone' },
    });
    expect(core.comments.postFailed).toBe('Failed to post the comment due to {{error}}');
  });

  it('refuses blank and too long drafts before sending, with the limit in the message', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    state().setDraft('   ');
    expect(selectCommentComposer(state())).toMatchObject({
      canPost: false,
      problem: { key: 'comments.emptyBody' },
    });
    state().setDraft('x'.repeat(10_001));
    expect(selectCommentComposer(state())).toMatchObject({
      canPost: false,
      problem: { key: 'comments.tooLong', params: { max: 10_000 } },
    });
    await state().post();
    state().setDraft('x'.repeat(10_000));
    expect(selectCommentComposer(state()).canPost).toBe(true);
    expect(server.callsTo('POST', '/api/v1/records/r1/comments')).toHaveLength(0);
  });

  it('edits its own body, and puts the old body back when the server refuses', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    const id = state().items[0]!.id;
    state().startEdit(id);
    state().setEditBody('Sarcasm, surely. @bob');
    await state().saveEdit();
    expect(state().items[0]).toMatchObject({ body: 'Sarcasm, surely. @bob', mentions: ['u-bob'] });
    server.on('PATCH', `/api/v1/comments/${id}`, {
      status: 403,
      body: {
        detail: {
          code: 'argilla.api.errors::ForbiddenOperationError',
          params: { detail: 'Operation not allowed' },
        },
      },
    });
    state().startEdit(id);
    state().setEditBody('changed again');
    await state().saveEdit();
    expect(state().items[0]!.body).toBe('Sarcasm, surely. @bob');
    expect(state().error?.key).toBe(COMMENTS_MESSAGE_KEYS.editFailed);
  });

  it('resolves at once and undoes it on failure', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    const id = state().items[0]!.id;
    const held = deferred<void>();
    server.on('PATCH', `/api/v1/comments/${id}`, async () => {
      await held.promise;
      return { status: 500, body: { detail: 'boom' } };
    });
    const resolving = state().setResolved(id, true);
    expect(state().items[0]!.resolved).toBe(true);
    expect(selectCommentViews(state())[0]!.busy).toBe(true);
    held.resolve();
    await resolving;
    expect(state().items[0]!.resolved).toBe(false);
    expect(state().error?.key).toBe(COMMENTS_MESSAGE_KEYS.resolveFailed);
    expect(state().revision).toBe(0);
    expect(selectCommentCounts(state()).open).toBe(2);
  });

  it('deletes at once and puts the comment back in its place on failure', async () => {
    const { server, state } = setup(ANN);
    await state().load('r1');
    const [first, second] = state().items;
    await state().remove(first!.id);
    expect(state().items.map((c) => c.id)).toEqual([second!.id]);
    expect(server.comments.map((c) => c.id)).toEqual([second!.id]);
    server.on('DELETE', `/api/v1/comments/${second!.id}`, { status: 403, body: { detail: 'Not yours' } });
    await state().remove(second!.id);
    expect(state().items.map((c) => c.id)).toEqual([second!.id]);
    expect(state().error).toEqual({
      key: COMMENTS_MESSAGE_KEYS.deleteFailed,
      params: { error: 'Not yours' },
    });
  });

  it('drops the answer for a record no longer shown', async () => {
    const { server, state } = setup(ANN);
    const held = deferred<void>();
    server.on('GET', '/api/v1/records/r1/comments', async () => {
      await held.promise;
      return { body: { items: [comment('r1', 'u-bob', 'late')] } };
    });
    const first = state().load('r1');
    await state().load('r2');
    held.resolve();
    await first;
    expect(state().recordId).toBe('r2');
    expect(state().items).toEqual([]);
  });

  it('has an English text for every message key', () => {
    const texts = core.comments as Record<string, string>;
    for (const key of Object.values(COMMENTS_MESSAGE_KEYS))
      expect(texts[key.replace('comments.', '')]).toBeTruthy();
  });
});
