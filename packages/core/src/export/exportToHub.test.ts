import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { JobStatus } from '../api/wire/enums';
import type { NotificationInput } from '../notifications/Notification';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createExportToHubSession, EXPORT_MESSAGE_KEYS } from './createExportToHubSession';
import { EMPTY_EXPORT_FORM, EXPORT_VALIDATION_KEYS as K, validateExportForm } from './exportForm';
import { EXPORT_JOBS_STORAGE_KEY } from './exportJobStorage';
import { selectCanExport, selectExportErrors } from './exportSelectors';
import { manualTimers } from '../environment/testing/manualTimers';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('validateExportForm (spec 2 §5)', () => {
  it('requires every text field', () => {
    expect(validateExportForm(EMPTY_EXPORT_FORM)).toEqual({
      orgOrUsername: K.orgOrUsernameIsRequired,
      datasetName: K.datasetNameIsRequired,
      hfToken: K.hfTokenIsRequired,
    });
    expect(validateExportForm({ ...EMPTY_EXPORT_FORM, orgOrUsername: '  ' }).orgOrUsername).toBe(
      K.orgOrUsernameIsRequired,
    );
  });

  it("needs 'hf_' followed by letters or digits in the token, in any case", () => {
    const token = (hfToken: string) =>
      validateExportForm({ orgOrUsername: 'a', datasetName: 'b', hfToken, isPrivate: false }).hfToken;
    expect(token('abc')).toBe(K.hfTokenInvalid);
    expect(token('hf_')).toBe(K.hfTokenInvalid);
    expect(token('hf_-')).toBe(K.hfTokenInvalid);
    expect(token('hf_standin_write')).toBeUndefined();
    expect(token('HF_AbC123')).toBeUndefined();
  });
});

function setup(
  statuses: JobStatus[] = ['started', 'finished'],
  storage = createMemoryStorage(),
  started = true,
) {
  const client = {
    exportDataset: vi.fn(async () => ({ id: 'job1', status: 'queued' as JobStatus })),
    getJob: vi.fn(async () => ({ id: 'job1', status: statuses.shift() ?? 'finished' })),
  };
  const notified: NotificationInput[] = [];
  const openUrl = vi.fn();
  const timers = manualTimers();
  const session = createExportToHubSession(client, {
    datasetId: 'd1',
    storage,
    notify: (input) => void notified.push(input),
    openUrl,
    hubUrls: { hubUrl: 'http://hub.test' },
    timers,
  });
  if (started) session.start();
  const fill = () => {
    const s = session.store.getState();
    s.setValue('orgOrUsername', 'standin-user');
    s.setValue('datasetName', 'imdb-reviewed');
    s.setValue('hfToken', 'hf_standin_write');
    s.setValue('isPrivate', true);
  };
  return { client, notified, openUrl, timers, session, storage, fill };
}

describe('createExportToHubSession', () => {
  it('shows a field error only once it was blurred, then on every input', () => {
    const { session } = setup();
    const state = () => session.store.getState();
    expect(selectExportErrors(state())).toEqual({});
    state().blur('hfToken');
    expect(selectExportErrors(state())).toEqual({ hfToken: K.hfTokenIsRequired });
    state().setValue('hfToken', 'nope');
    expect(selectExportErrors(state())).toEqual({ hfToken: K.hfTokenInvalid });
    expect(selectCanExport(state())).toBe(false);
  });

  it('starts, stores the job per dataset, polls until finished, then notifies with Go to Hub', async () => {
    const { session, client, storage, timers, notified, openUrl, fill } = setup();
    fill();
    expect(selectCanExport(session.store.getState())).toBe(true);
    session.store.getState().openDialog();
    await session.store.getState().start();
    expect(client.exportDataset).toHaveBeenCalledWith('d1', {
      name: 'standin-user/imdb-reviewed',
      private: true,
      token: 'hf_standin_write',
    });
    expect(JSON.parse(storage.getItem(EXPORT_JOBS_STORAGE_KEY) ?? '{}')).toEqual({
      d1: { jobId: 'job1', datasetName: 'standin-user/imdb-reviewed', isPrivate: true },
    });
    expect(session.store.getState()).toMatchObject({
      open: false,
      running: { datasetName: 'standin-user/imdb-reviewed', isPrivate: true },
    });
    expect(session.store.getState().form.hfToken).toBe('');
    await flush();
    expect(timers.count()).toBe(1);
    timers.fire();
    await flush();
    expect(session.store.getState().running).toBeNull();
    expect(storage.getItem(EXPORT_JOBS_STORAGE_KEY)).toBeNull();
    expect(timers.count()).toBe(0);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      message: { key: EXPORT_MESSAGE_KEYS.exported },
      permanent: true,
      button: { label: { key: EXPORT_MESSAGE_KEYS.goToHub } },
    });
    notified[0]?.button?.onClick();
    await flush();
    expect(openUrl).toHaveBeenCalledWith('http://hub.test/datasets/standin-user/imdb-reviewed');
  });

  it("notifies 'Export failed' when the job fails or its status cannot be read", async () => {
    const failed = setup(['failed']);
    failed.fill();
    await failed.session.store.getState().start();
    await flush();
    expect(failed.notified[0]).toMatchObject({
      message: { key: EXPORT_MESSAGE_KEYS.failed },
      type: 'danger',
      permanent: true,
    });

    const unreadable = setup();
    unreadable.client.getJob.mockRejectedValue(new ApiError(500, { detail: 'down' }));
    unreadable.fill();
    await unreadable.session.store.getState().start();
    await flush();
    expect(unreadable.notified).toEqual([
      expect.objectContaining({ message: { key: EXPORT_MESSAGE_KEYS.failed } }),
    ]);
    expect(unreadable.session.store.getState().running).toBeNull();
  });

  it('closes the dialog and clears the exporting state when the start fails', async () => {
    const { session, client, notified, storage, fill } = setup();
    client.exportDataset.mockRejectedValueOnce(new ApiError(422, { detail: 'bad repo' }));
    fill();
    session.store.getState().openDialog();
    await session.store.getState().start();
    expect(session.store.getState()).toMatchObject({ open: false, starting: false, running: null });
    expect(storage.getItem(EXPORT_JOBS_STORAGE_KEY)).toBeNull();
    expect(notified[0]).toMatchObject({ type: 'danger' });
  });

  it('resumes a stored export after a reload, and stops polling on dispose', async () => {
    const storage = createMemoryStorage({
      [EXPORT_JOBS_STORAGE_KEY]: JSON.stringify({
        d1: { jobId: 'job9', datasetName: 'o/n', isPrivate: false },
        d2: { jobId: 'x', datasetName: 'o/m', isPrivate: false },
      }),
    });
    const { session, client, timers } = setup(['started'], storage);
    expect(session.store.getState().running).toEqual({ jobId: 'job9', datasetName: 'o/n', isPrivate: false });
    await flush();
    expect(client.getJob).toHaveBeenCalledWith('job9');
    expect(timers.count()).toBe(1);
    session.dispose();
    expect(timers.count()).toBe(0);
  });

  it('polls a stored export only once started, once however often started', async () => {
    const storage = createMemoryStorage({
      [EXPORT_JOBS_STORAGE_KEY]: JSON.stringify({
        d1: { jobId: 'job9', datasetName: 'o/n', isPrivate: false },
      }),
    });
    const { session, client, timers } = setup(['started'], storage, false);
    await flush();
    expect([client.getJob.mock.calls.length, timers.count()]).toEqual([0, 0]);
    session.start();
    session.start();
    await flush();
    expect([client.getJob.mock.calls.length, timers.count()]).toEqual([1, 1]);
    session.dispose();
    session.start();
    await flush();
    expect([client.getJob.mock.calls.length, timers.count()]).toEqual([1, 0]);
  });
});
