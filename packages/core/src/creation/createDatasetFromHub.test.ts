import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { JobStatus } from '../api/wire/enums';
import { manualTimers } from '../environment/testing/manualTimers';
import { createDatasetFromHub, DatasetCreationError, type CreationWorkspace } from './createDatasetFromHub';
import { creationRequest } from './creationRequest';
import {
  CREATION_POLL_INTERVAL_MS,
  createFirstRecordsFollower,
  ImportEndedError,
} from './firstRecordsFollower';
import { inferSubset } from './inferSubset';

const subset = inferSubset('plain_text', {
  features: {
    text: { _type: 'Value', dtype: 'string' },
    label: { _type: 'ClassLabel', names: ['neg', 'pos'] },
    stars: { _type: 'Value', dtype: 'int32' },
  },
  splits: { train: { name: 'train' } },
});
const request = creationRequest('stanfordnlp/imdb', subset);
const dataset = { id: 'd1', name: 'imdb' };

function fakeClient({ totals = [10], jobStatuses = ['started'] as JobStatus[] } = {}) {
  const calls: string[] = [];
  let progressReads = 0;
  let jobReads = 0;
  const record = <T>(name: string, value: T) =>
    vi.fn(async () => {
      calls.push(name);
      return value;
    });
  const client = {
    createWorkspace: record('createWorkspace', { id: 'w-new', name: 'new' }),
    createDataset: record('createDataset', dataset),
    createField: record('createField', {}),
    createQuestion: record('createQuestion', {}),
    createMetadataProperty: record('createMetadataProperty', {}),
    publishDataset: record('publishDataset', dataset),
    importDataset: record('importDataset', { id: 'job1', status: 'queued' }),
    getDatasetProgress: vi.fn(async () => {
      calls.push('getDatasetProgress');
      return {
        total: totals[Math.min(progressReads++, totals.length - 1)] ?? 0,
        completed: 0,
        pending: 0,
        users: [],
      };
    }),
    getJob: vi.fn(async () => {
      calls.push('getJob');
      return { id: 'job1', status: jobStatuses[Math.min(jobReads++, jobStatuses.length - 1)] as JobStatus };
    }),
    deleteDataset: record('deleteDataset', dataset),
  };
  return { client: client as never as Parameters<typeof createDatasetFromHub>[0] & typeof client, calls };
}

const options = { name: 'imdb', workspace: { id: 'w1', name: 'argilla' }, request };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs the creation with its import followed on fake timers, ticking them until it settles (at most `maxTicks`
 * times), or disposing the follower once it follows: resolves with how it ended (null: not at all), the ticks,
 * the interval periods seen and the fake clock.
 */
async function create(
  client: Parameters<typeof createDatasetFromHub>[0],
  {
    workspace = options.workspace as CreationWorkspace,
    maxTicks = 50,
    dispose = false,
  }: { workspace?: CreationWorkspace; maxTicks?: number; dispose?: boolean } = {},
) {
  const clock = manualTimers();
  const follower = createFirstRecordsFollower(client, { timers: clock });
  const periods = new Set<number>();
  let outcome: { value?: unknown; error?: unknown } | null = null;
  void createDatasetFromHub(client, { ...options, workspace, follower }).then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { error }),
  );
  let ticks = 0;
  for (let round = 0; round <= maxTicks && outcome === null; round += 1) {
    await flush();
    for (const ms of clock.periods()) periods.add(ms);
    if (outcome !== null || clock.count() === 0) continue;
    if (dispose) {
      follower.dispose();
    } else {
      clock.fire();
      ticks += 1;
    }
  }
  return { outcome: outcome as { value?: unknown; error?: unknown } | null, ticks, periods, clock };
}

describe('createDatasetFromHub (spec 2 §4)', () => {
  it('creates, configures, publishes, imports and follows the job until 10 records exist', async () => {
    const { client, calls } = fakeClient({ totals: [0, 4, 10] });
    const { outcome, ticks, periods, clock } = await create(client);
    expect(outcome).toEqual({ value: dataset });
    // Each read of the job (its JobObserver's, at once then every 3000 ms) is followed by a read of the progress.
    expect(calls).toEqual([
      'createDataset',
      'createField',
      'createQuestion',
      'createMetadataProperty',
      'publishDataset',
      'importDataset',
      'getJob',
      'getDatasetProgress',
      'getJob',
      'getDatasetProgress',
      'getJob',
      'getDatasetProgress',
    ]);
    expect(ticks).toBe(2);
    expect([...periods]).toEqual([CREATION_POLL_INTERVAL_MS]);
    expect(clock.count()).toBe(0);
    expect(client.createDataset).toHaveBeenCalledWith({
      name: 'imdb',
      workspace_id: 'w1',
      metadata: {
        repoId: 'stanfordnlp/imdb',
        subset: 'plain_text',
        split: 'train',
        mapping: request.mapping,
        imported: 'UI',
      },
    });
    expect(client.importDataset).toHaveBeenCalledWith('d1', {
      name: 'stanfordnlp/imdb',
      subset: 'plain_text',
      split: 'train',
      mapping: request.mapping,
    });
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  it('polls at most 10 times, 3000 ms apart, and keeps a dataset that is still importing', async () => {
    const { client } = fakeClient({ totals: [3] });
    const { outcome, ticks, clock } = await create(client);
    expect(outcome).toEqual({ value: dataset });
    expect(client.getDatasetProgress).toHaveBeenCalledTimes(10);
    expect(client.getJob).toHaveBeenCalledTimes(10);
    expect(ticks).toBe(9);
    expect(clock.count()).toBe(0);
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  it('stops polling when the import finished with fewer than 10 rows', async () => {
    const { client } = fakeClient({ totals: [5], jobStatuses: ['finished'] });
    const { outcome, ticks } = await create(client);
    expect(outcome).toEqual({ value: dataset });
    expect(client.getDatasetProgress).toHaveBeenCalledTimes(1);
    expect(ticks).toBe(0);
  });

  it('stops following the import when its follower is disposed: no timer left, no answer, nothing deleted', async () => {
    const { client } = fakeClient({ totals: [0] });
    const { outcome, clock } = await create(client, { dispose: true, maxTicks: 5 });
    expect(outcome).toBeNull();
    expect(clock.count()).toBe(0);
    expect(client.getJob).toHaveBeenCalledTimes(1);
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  it('creates the workspace first when it has no id', async () => {
    const { client, calls } = fakeClient();
    await create(client, { workspace: { name: 'new' } });
    expect(calls[0]).toBe('createWorkspace');
    expect(client.createWorkspace).toHaveBeenCalledWith({ name: 'new' });
    expect(client.createDataset).toHaveBeenCalledWith(expect.objectContaining({ workspace_id: 'w-new' }));
  });

  it('deletes nothing when the dataset itself cannot be created', async () => {
    const { client } = fakeClient();
    client.createDataset.mockRejectedValueOnce(new ApiError(409, { detail: 'exists' }));
    const error = (await create(client)).outcome?.error;
    expect(error).toBeInstanceOf(DatasetCreationError);
    expect((error as DatasetCreationError).step).toBe('dataset');
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  const rollbacks: [
    DatasetCreationError['step'],
    (client: ReturnType<typeof fakeClient>['client']) => void,
  ][] = [
    ['fields', (c) => c.createField.mockRejectedValueOnce(new ApiError(422, { detail: 'bad field' }))],
    [
      'questions',
      (c) => c.createQuestion.mockRejectedValueOnce(new ApiError(422, { detail: 'bad question' })),
    ],
    ['metadata', (c) => c.createMetadataProperty.mockRejectedValueOnce(new ApiError(409, { detail: 'dup' }))],
    ['publish', (c) => c.publishDataset.mockRejectedValueOnce(new ApiError(422, { detail: 'no fields' }))],
    ['publish', (c) => c.publishDataset.mockResolvedValueOnce({ id: 'other' } as never)],
    ['import', (c) => c.importDataset.mockRejectedValueOnce(new ApiError(502, { detail: 'hub down' }))],
    ['import', (c) => c.getDatasetProgress.mockRejectedValueOnce(new ApiError(500, { detail: 'boom' }))],
    ['import', (c) => c.getJob.mockResolvedValueOnce({ id: 'job1', status: 'failed' })],
    ['import', (c) => c.getJob.mockRejectedValueOnce(new ApiError(500, { detail: 'no status' }))],
  ];
  it.each(rollbacks)('deletes the dataset when the %s step fails', async (failingStep, breakIt) => {
    const { client } = fakeClient({ totals: [0] });
    breakIt(client);
    const { outcome, clock } = await create(client);
    const error = outcome?.error;
    expect(error).toBeInstanceOf(DatasetCreationError);
    expect((error as DatasetCreationError).step).toBe(failingStep);
    expect(client.deleteDataset).toHaveBeenCalledWith('d1');
    expect(clock.count()).toBe(0);
  });

  it("says why the import failed: the job's end, or the error of the read that failed", async () => {
    const ended = fakeClient({ totals: [0], jobStatuses: ['started', 'failed'] });
    const endedError = (await create(ended.client)).outcome?.error as DatasetCreationError;
    expect(endedError.cause).toEqual(new ImportEndedError('failed'));
    expect(ended.client.getJob).toHaveBeenCalledTimes(2);
    const unread = fakeClient({ totals: [0] });
    const failure = new ApiError(500, { detail: 'no status' });
    unread.client.getJob.mockRejectedValueOnce(failure);
    expect(((await create(unread.client)).outcome?.error as DatasetCreationError).cause).toBe(failure);
  });

  it('reports the creation error even when the rollback delete fails too', async () => {
    const { client } = fakeClient();
    client.createField.mockRejectedValueOnce(new Error('field'));
    client.deleteDataset.mockRejectedValueOnce(new Error('delete'));
    const error = (await create(client)).outcome?.error as DatasetCreationError;
    expect(error.step).toBe('fields');
    expect((error.cause as Error).message).toBe('field');
  });
});
