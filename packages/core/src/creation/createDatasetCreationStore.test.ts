import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { manualTimers } from '../environment/testing/manualTimers';
import { createDatasetCreationSession } from './createDatasetCreationSession';
import { createDatasetCreationStore } from './createDatasetCreationStore';
import { createHubImportStore } from './createHubImportStore';
import { CREATION_POLL_INTERVAL_MS } from './firstRecordsFollower';
import { createHubDraftHandOff } from './hubDraftHandOff';
import { CREATION_VALIDATION_KEYS as K } from './questionValidation';
import {
  selectCanCreate,
  selectFirstCreationError,
  selectHubViewerUrl,
  selectPreviewFields,
  selectQuestionErrors,
  selectSubset,
} from './creationSelectors';

const string = { _type: 'Value', dtype: 'string' };
const info = {
  default: {
    features: { prompt: string, answer: string },
    splits: { train: { name: 'train' }, test: { name: 'test' } },
  },
  other: {
    features: { text: string, label: { _type: 'ClassLabel', names: ['a', 'b'] } },
    splits: { train: { name: 'train' } },
  },
};

function setup() {
  const hub = {
    getUrls: vi.fn(async () => ({ hubUrl: 'http://hub.test', datasetsServerUrl: 'http://hub.test' })),
    getInfo: vi.fn(async (repo: string) => {
      if (repo !== 'acme/qa') throw new Error('404');
      return info;
    }),
    getFirstRows: vi.fn(async (_repo: string, config: string, split: string) => ({
      features: [],
      rows: [
        {
          row_idx: 0,
          row: { prompt: `${config}/${split} prompt`, answer: 'yes', text: 't' },
          truncated_cells: [],
        },
      ],
    })),
  };
  const client = {
    getMyWorkspaces: vi.fn(async () => ({
      items: [
        { id: 'w1', name: 'first', inserted_at: '', updated_at: '' },
        { id: 'w2', name: 'second', inserted_at: '', updated_at: '' },
      ],
    })),
    createWorkspace: vi.fn(),
    createDataset: vi.fn(async () => ({ id: 'd1' })),
    createField: vi.fn(async () => ({})),
    createQuestion: vi.fn(async () => ({})),
    createMetadataProperty: vi.fn(async () => ({})),
    publishDataset: vi.fn(async () => ({ id: 'd1' })),
    importDataset: vi.fn(async () => ({ id: 'j1', status: 'queued' })),
    getDatasetProgress: vi.fn(async () => ({ total: 10, completed: 0, pending: 10, users: [] })),
    getJob: vi.fn(async () => ({ id: 'j1', status: 'started' })),
    deleteDataset: vi.fn(async () => ({ id: 'd1' })),
  };
  const clock = manualTimers();
  const { store, dispose } = createDatasetCreationSession({
    repoId: 'acme/qa',
    hub,
    client: client as never,
    timers: clock,
  });
  return { store, dispose, hub, client, clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDatasetCreationStore', () => {
  it('loads the subsets and the first row of the selected split; subset and split changes reload it', async () => {
    const { store, hub } = setup();
    await store.getState().load();
    expect(store.getState().status).toBe('ready');
    expect(store.getState().draft?.subsets.map((s) => s.name)).toEqual(['default', 'other']);
    expect(selectPreviewFields(store.getState())).toEqual([
      { name: 'prompt', type: 'text', value: 'default/train prompt' },
      { name: 'answer', type: 'text', value: 'yes' },
    ]);
    store.getState().selectSplit('test');
    await vi.waitFor(() => expect(store.getState().firstRow?.prompt).toBe('default/test prompt'));
    store.getState().selectSubset('other');
    await vi.waitFor(() => expect(hub.getFirstRows).toHaveBeenLastCalledWith('acme/qa', 'other', 'train'));
    expect(selectSubset(store.getState())?.questions[0]?.name).toBe('label');
  });

  it("embeds the hub's dataset viewer on the selected subset and split, once the hub is known", async () => {
    const { store, hub } = setup();
    expect(selectHubViewerUrl(store.getState())).toBeNull();
    await store.getState().load();
    expect(selectHubViewerUrl(store.getState())).toBe(
      'http://hub.test/datasets/acme/qa/embed/viewer/default/train',
    );
    store.getState().selectSplit('test');
    expect(selectHubViewerUrl(store.getState())).toBe(
      'http://hub.test/datasets/acme/qa/embed/viewer/default/test',
    );
    // A hub that cannot say where it is: the preview works, without the viewer.
    hub.getUrls.mockRejectedValueOnce(new Error('no settings'));
    const other = createDatasetCreationStore({ repoId: 'acme/qa', hub, client: setup().client as never });
    await other.getState().load();
    expect(other.getState().status).toBe('ready');
    expect(selectHubViewerUrl(other.getState())).toBeNull();
  });

  it('ends in error when the repository cannot be read', async () => {
    const store = createDatasetCreationStore({
      repoId: 'nobody/none',
      hub: setup().hub,
      client: setup().client as never,
    });
    await store.getState().load();
    expect(store.getState().status).toBe('error');
  });

  it('gates the create button on name, workspace and the first validation message', async () => {
    const { store } = setup();
    await store.getState().load();
    await store.getState().openDialog();
    expect(store.getState().dialog).toMatchObject({ open: true, name: 'qa', workspaceId: 'w1' });
    expect(selectFirstCreationError(store.getState())).toBe(K.atLeastOneQuestion);
    expect(selectCanCreate(store.getState())).toBe(false);
    store.getState().addQuestion('label_selection');
    const key = selectSubset(store.getState())!.questions[0]!.key;
    expect(selectCanCreate(store.getState())).toBe(true);
    store.getState().setLabelOptionsText(key, 'only');
    expect(selectQuestionErrors(store.getState(), selectSubset(store.getState())!.questions[0]!)).toEqual([]);
    store.getState().touchQuestion(key);
    expect(selectQuestionErrors(store.getState(), selectSubset(store.getState())!.questions[0]!)).toEqual([
      K.labelsAtLeastTwoOptions,
    ]);
    expect(selectFirstCreationError(store.getState())).toBe(K.hasInvalidQuestions);
    store.getState().setLabelOptionsText(key, 'yes, no');
    store.getState().setDatasetName('  ');
    expect(selectCanCreate(store.getState())).toBe(false);
    store.getState().setDatasetName('qa');
    store.getState().setWorkspace(null);
    expect(selectCanCreate(store.getState())).toBe(false);
  });

  it('creates the dataset and answers its id; a failure keeps the dialog open with the reason', async () => {
    const { store, client } = setup();
    await store.getState().load();
    store.getState().addQuestion('text');
    await store.getState().openDialog();
    await expect(store.getState().create()).resolves.toBe('d1');
    expect(client.createDataset).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'qa', workspace_id: 'w1' }),
    );

    client.publishDataset.mockRejectedValueOnce(
      new ApiError(422, { detail: 'Dataset cannot be published without fields' }),
    );
    await expect(store.getState().create()).resolves.toBeNull();
    expect(client.deleteDataset).toHaveBeenCalledWith('d1');
    expect(store.getState().dialog).toMatchObject({
      open: true,
      creating: false,
      error: { text: 'Dataset cannot be published without fields' },
    });
  });

  it('says the import did not finish when its job ends failed (the hub failed), after deleting the dataset', async () => {
    const { store, client } = setup();
    await store.getState().load();
    store.getState().addQuestion('text');
    await store.getState().openDialog();
    client.getDatasetProgress.mockResolvedValue({ total: 0, completed: 0, pending: 0, users: [] });
    client.getJob.mockResolvedValueOnce({ id: 'j1', status: 'failed' });
    await expect(store.getState().create()).resolves.toBeNull();
    expect(client.deleteDataset).toHaveBeenCalledWith('d1');
    expect(store.getState().dialog.error).toEqual({
      key: 'creation.importEnded',
      params: { status: 'failed' },
    });
  });

  it('follows the import through its job every 3000 ms; dispose stops it, leaving no timer', async () => {
    const { store, client, clock, dispose } = setup();
    await store.getState().load();
    store.getState().addQuestion('text');
    await store.getState().openDialog();
    client.getDatasetProgress.mockResolvedValue({ total: 3, completed: 0, pending: 3, users: [] });
    let answered = false;
    void store
      .getState()
      .create()
      .then(() => (answered = true));
    await flush();
    expect(client.getJob).toHaveBeenCalledTimes(1);
    expect(clock.periods()).toEqual([CREATION_POLL_INTERVAL_MS]);
    clock.fire();
    await flush();
    expect(client.getJob).toHaveBeenCalledTimes(2);
    expect(client.getDatasetProgress).toHaveBeenCalledTimes(2);
    dispose();
    expect(clock.count()).toBe(0);
    await flush();
    // Gone with its view: it neither answers (no navigation to the dataset) nor deletes what is importing.
    expect(answered).toBe(false);
    expect(client.deleteDataset).not.toHaveBeenCalled();
  });

  it("starts from the draft the import form read, reading the hub's info once; a preview opened afresh reads it", async () => {
    const { hub, client } = setup();
    const drafts = createHubDraftHandOff();
    const form = createHubImportStore(hub, drafts);
    form.getState().setRepoId(' acme/qa ');
    await expect(form.getState().submit()).resolves.toBe('/acme%2Fqa');
    expect(hub.getInfo).toHaveBeenCalledTimes(1);

    const handed = createDatasetCreationSession({ repoId: 'acme/qa', hub, client: client as never, drafts });
    await handed.store.getState().load();
    expect(handed.store.getState().status).toBe('ready');
    expect(handed.store.getState().draft?.subsets.map((s) => s.name)).toEqual(['default', 'other']);
    expect(hub.getInfo).toHaveBeenCalledTimes(1);
    expect(hub.getFirstRows).toHaveBeenCalledWith('acme/qa', 'default', 'train');

    // Another repository, or the page reloaded (an empty hand-off): the preview reads the hub itself.
    const other = createDatasetCreationSession({
      repoId: 'nobody/none',
      hub,
      client: client as never,
      drafts,
    });
    await other.store.getState().load();
    expect(other.store.getState().status).toBe('error');
    const reloaded = createDatasetCreationSession({
      repoId: 'acme/qa',
      hub,
      client: client as never,
      drafts: createHubDraftHandOff(),
    });
    await reloaded.store.getState().load();
    expect(reloaded.store.getState().status).toBe('ready');
    expect(hub.getInfo.mock.calls.map(([repo]) => repo)).toEqual(['acme/qa', 'nobody/none', 'acme/qa']);
  });

  it('hands nothing over when the hub cannot read the repository', async () => {
    const { hub } = setup();
    const drafts = createHubDraftHandOff();
    const form = createHubImportStore(hub, drafts);
    form.getState().setRepoId('nobody/none');
    await expect(form.getState().submit()).resolves.toBeNull();
    expect(form.getState().status).toBe('notFound');
    expect(drafts.receive('nobody/none')).toBeNull();
  });
});
