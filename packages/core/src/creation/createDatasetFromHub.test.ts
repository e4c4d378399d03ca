import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import type { JobStatus } from '../api/wire/enums';
import {
  createDatasetFromHub,
  CREATION_POLL_INTERVAL_MS,
  DatasetCreationError,
} from './createDatasetFromHub';
import { creationRequest } from './creationRequest';
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

const wait = vi.fn(async (_ms: number) => undefined);
const options = { name: 'imdb', workspace: { id: 'w1', name: 'argilla' }, request, wait };

describe('createDatasetFromHub (spec 2 §4)', () => {
  it('creates, configures, publishes, imports and stops polling at 10 records', async () => {
    const { client, calls } = fakeClient({ totals: [0, 4, 10] });
    wait.mockClear();
    await expect(createDatasetFromHub(client, options)).resolves.toBe(dataset);
    expect(calls).toEqual([
      'createDataset',
      'createField',
      'createQuestion',
      'createMetadataProperty',
      'publishDataset',
      'importDataset',
      'getDatasetProgress',
      'getJob',
      'getDatasetProgress',
      'getJob',
      'getDatasetProgress',
    ]);
    expect(wait.mock.calls).toEqual([[CREATION_POLL_INTERVAL_MS], [CREATION_POLL_INTERVAL_MS]]);
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
    wait.mockClear();
    await expect(createDatasetFromHub(client, options)).resolves.toBe(dataset);
    expect(client.getDatasetProgress).toHaveBeenCalledTimes(10);
    expect(wait).toHaveBeenCalledTimes(9);
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  it('stops polling when the import finished with fewer than 10 rows', async () => {
    const { client } = fakeClient({ totals: [5], jobStatuses: ['finished'] });
    await expect(createDatasetFromHub(client, options)).resolves.toBe(dataset);
    expect(client.getDatasetProgress).toHaveBeenCalledTimes(1);
  });

  it('creates the workspace first when it has no id', async () => {
    const { client, calls } = fakeClient();
    await createDatasetFromHub(client, { ...options, workspace: { name: 'new' } });
    expect(calls[0]).toBe('createWorkspace');
    expect(client.createWorkspace).toHaveBeenCalledWith({ name: 'new' });
    expect(client.createDataset).toHaveBeenCalledWith(expect.objectContaining({ workspace_id: 'w-new' }));
  });

  it('deletes nothing when the dataset itself cannot be created', async () => {
    const { client } = fakeClient();
    client.createDataset.mockRejectedValueOnce(new ApiError(409, { detail: 'exists' }));
    const error = await createDatasetFromHub(client, options).catch((e: unknown) => e);
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
  ];
  it.each(rollbacks)('deletes the dataset when the %s step fails', async (failingStep, breakIt) => {
    const { client } = fakeClient({ totals: [0] });
    breakIt(client);
    const error = await createDatasetFromHub(client, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetCreationError);
    expect((error as DatasetCreationError).step).toBe(failingStep);
    expect(client.deleteDataset).toHaveBeenCalledWith('d1');
  });

  it('reports the creation error even when the rollback delete fails too', async () => {
    const { client } = fakeClient();
    client.createField.mockRejectedValueOnce(new Error('field'));
    client.deleteDataset.mockRejectedValueOnce(new Error('delete'));
    const error = (await createDatasetFromHub(client, options).catch(
      (e: unknown) => e,
    )) as DatasetCreationError;
    expect(error.step).toBe('fields');
    expect((error.cause as Error).message).toBe('field');
  });
});
