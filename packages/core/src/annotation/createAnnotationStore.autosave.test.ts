import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeReply } from '../testing/createFakeFetch';
import { AUTOSAVE_AFTER_MS } from './createAnnotationStore';
import { settle, setupWorkflow } from './testing/setupWorkflow';

const drafts = (server: { calls: { method: string; path: string; json: unknown }[] }) =>
  server.calls.filter(
    (call) =>
      call.path.includes('/responses') && (call.json as { status?: string } | undefined)?.status === 'draft',
  );

describe('draft auto-save', () => {
  afterEach(() => vi.useRealTimers());

  it('saves a draft when a non-empty answer changes after more than 1 s', async () => {
    const { state, server, advanceClock } = setupWorkflow(2, { autosave: true });
    await state().load();
    expect(AUTOSAVE_AFTER_MS).toBe(1_000);
    advanceClock(1_000);
    state().setAnswer('sentiment', 'positive');
    await settle();
    expect(drafts(server)).toHaveLength(0);

    advanceClock(1);
    state().setAnswer('notes', '  ');
    expect(state().draftSaveStatus).toBe('saving');
    await settle();
    expect(drafts(server)).toHaveLength(1);
    expect(state().draftSaveStatus).toBe('saved');
    expect(state().record?.status).toBe('draft');
  });

  it('needs a non-empty answer', async () => {
    const { state, server, advanceClock } = setupWorkflow(2, { autosave: true });
    await state().load();
    advanceClock(5_000);
    state().setAnswer('notes', '   ');
    state().setAnswer('topics', []);
    await settle();
    expect(drafts(server)).toHaveLength(0);
  });

  it('does not save while disabled', async () => {
    const { state, server, advanceClock } = setupWorkflow(2);
    await state().load();
    advanceClock(5_000);
    state().setAnswer('sentiment', 'positive');
    await settle();
    expect(drafts(server)).toHaveLength(0);
  });

  it('does not save while a save runs', async () => {
    const { state, server, advanceClock } = setupWorkflow(2, { autosave: true });
    await state().load();
    const reply = deferred<FakeReply>();
    server.on('POST', '/api/v1/records/rec-1/responses', () => reply.promise);
    advanceClock(5_000);
    state().setAnswer('sentiment', 'positive');
    state().setAnswer('sentiment', 'negative');
    await state().saveDraft();
    expect(drafts(server)).toHaveLength(1);
    reply.resolve({ status: 500, body: { detail: 'later' } });
    await settle();
    expect(state().pendingAction).toBeNull();
  });

  it('saves the answers given while an autosave ran right after it, keeping them in the form', async () => {
    const { state, server, advanceClock } = setupWorkflow(2, { autosave: true });
    await state().load();
    const first = deferred<FakeReply>();
    let posted = 0;
    server.on('POST', '/api/v1/records/rec-1/responses', (call) => {
      posted += 1;
      return posted === 1 ? first.promise : { status: 201, body: { id: 'resp-1', status: 'draft', values: {}, user_id: 'user-1', record_id: 'rec-1', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00', ...(call.json as object) } };
    });
    server.on('PUT', '/api/v1/responses/resp-1', (call) => ({ status: 200, body: { id: 'resp-1', user_id: 'user-1', record_id: 'rec-1', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:01', ...(call.json as object) } }));
    advanceClock(5_000);
    state().setAnswer('notes', 'Typed w');
    expect(state().pendingAction).toBe('draft');
    state().setAnswer('notes', 'Typed without a mouse');
    first.resolve({ status: 201, body: { id: 'resp-1', status: 'draft', values: { notes: { value: 'Typed w' } }, user_id: 'user-1', record_id: 'rec-1', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' } });
    await vi.waitFor(() => expect(drafts(server)).toHaveLength(2));
    await settle();
    expect(state().answers.notes).toBe('Typed without a mouse');
    const saved = drafts(server).map((call) => (call.json as { values: { notes?: { value: string } } }).values.notes?.value);
    expect(saved).toEqual(['Typed w', 'Typed without a mouse']);
    expect(state().isModified).toBe(false);
  });

  it('does not turn a submitted record into a draft', async () => {
    const { state, server, advanceClock } = setupWorkflow(2, { autosave: true });
    await state().load();
    state().setAnswer('sentiment', 'neutral');
    await settle();
    await state().submit();
    await state().previous();
    expect(state().record?.status).toBe('submitted');
    advanceClock(5_000);
    state().setAnswer('sentiment', 'negative');
    await settle();
    expect(drafts(server)).toHaveLength(0);
  });

  it('says Saving… then Saved with a relative time refreshed every 10 s', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const { state, server } = setupWorkflow(2, { now: Date.now });
    await state().load();
    const reply = deferred<FakeReply>();
    server.on('POST', '/api/v1/records/rec-1/responses', () => reply.promise);
    state().setAnswer('sentiment', 'positive');
    const saving = state().saveDraft();
    expect(state().draftSaveStatus).toBe('saving');
    reply.resolve({
      status: 201,
      body: { id: 'resp-1', record_id: 'rec-1', user_id: 'u-1', status: 'draft', values: {} },
    });
    await saving;
    expect(state().draftSaveStatus).toBe('saved');
    expect(state().lastSavedAt).toBe(1_700_000_000_000);
    expect(state().savedAgo).toEqual({ value: 0, unit: 'second' });
    vi.advanceTimersByTime(9_999);
    expect(state().savedAgo).toEqual({ value: 0, unit: 'second' });
    vi.advanceTimersByTime(1);
    expect(state().savedAgo).toEqual({ value: -10, unit: 'second' });
    vi.advanceTimersByTime(60_000);
    expect(state().savedAgo).toEqual({ value: -1, unit: 'minute' });
    state().dispose();
    vi.advanceTimersByTime(60_000);
    expect(state().savedAgo).toEqual({ value: -1, unit: 'minute' });
  });

  it('keeps the answer and reports errors.saving when a draft save fails', async () => {
    const { state, server } = setupWorkflow(2);
    await state().load();
    server.on('POST', '/api/v1/records/rec-1/responses', { status: 422, body: { detail: 'bad value' } });
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    expect(state().error).toEqual({ key: 'errors.saving', params: { error: 'bad value' } });
    expect(state().answers.sentiment).toBe('positive');
    expect(state().draftSaveStatus).toBeNull();
    expect(state().pendingAction).toBeNull();
  });
});
