import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/createFakeFetch';
import {
  firstSectionWithChanges,
  selectCanDelete,
  selectDistributionLockMessage,
  selectGeneralItem,
  selectGuidelinesOrNone,
  selectIsItemModified,
  selectIsModified,
  selectIsSectionModified,
  selectLeaveWarning,
  selectMustAskBeforeLeaving,
  selectSaveMessage,
  selectSettingsTabs,
} from './settingsSelectors';
import { settingsDataset, setupSettingsStore } from './testing/settingsFixtures';

describe('createDatasetSettingsStore: loading by role', () => {
  it('loads dataset, fields, questions, metadata, vectors, metrics and the lock together for an administrator', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    expect(state().status).toBe('ready');
    expect(state().dataset?.workspaceName).toBe('team');
    expect(state().fields.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(state().questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(state().metadata.map((m) => m.id)).toEqual(['m1']);
    expect(state().vector.map((v) => v.id)).toEqual(['v1']);
    expect(state().metadataMetrics.m1).toMatchObject({ type: 'terms', total: 3 });
    expect(state().distributionLocked).toBe(false);
    expect(selectSettingsTabs(state())).toEqual([
      'general',
      'fields',
      'questions',
      'metadata',
      'vector',
      'danger-zone',
    ]);
    expect(server.callsTo('GET', '/api/v1/datasets/d1/users/progress')).toHaveLength(1);
  });

  it('loads only the dataset for an annotator, who sees the guidelines or noAnnotationGuidelines', async () => {
    const { state, server } = setupSettingsStore({ canEdit: false });
    await state().load();
    expect(state().canEdit).toBe(false);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/datasets/d1']);
    expect(selectGuidelinesOrNone(state())).toBe('Read the whole review.');
    state().dataset!.guidelines = null;
    expect(selectGuidelinesOrNone(state())).toEqual({ key: 'noAnnotationGuidelines' });
  });

  it('hides the metadata and vector tabs of a dataset without them, and ignores failing child reads', async () => {
    const { state, server } = setupSettingsStore();
    server.on('GET', '/api/v1/me/datasets/d1/metadata-properties', { status: 500, body: { detail: 'boom' } });
    server.on('GET', '/api/v1/datasets/d1/vectors-settings', { body: { items: [] } });
    await state().load();
    expect(state().status).toBe('ready');
    expect(selectSettingsTabs(state())).toEqual(['general', 'fields', 'questions', 'danger-zone']);
  });

  it("fails with 'Can't get dataset info for dataset_id: {id}' when the dataset cannot be read", async () => {
    const { state, server } = setupSettingsStore();
    server.on('GET', '/api/v1/datasets/d1', {
      status: 404,
      body: { detail: 'Dataset with id `d1` not found' },
    });
    await state().load();
    expect(state().status).toBe('failed');
    expect(state().loadError).toEqual({ key: 'errors.datasetInfo', params: { id: 'd1' } });
  });
});

describe('createDatasetSettingsStore: edits, modified and restore', () => {
  it('tracks modified per item, per section and overall, and restores per item and per section', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    expect(selectIsModified(state())).toBe(false);
    state().editQuestion('q1', { title: 'Mood' });
    state().editQuestion('q2', { title: 'Subjects' });
    expect(selectIsSectionModified(state(), 'questions')).toBe(true);
    expect(selectIsSectionModified(state(), 'fields')).toBe(false);
    state().restore('questions', 'q1');
    expect(state().questions[0]!.edit.title).toBe('Sentiment');
    expect(selectIsSectionModified(state(), 'questions')).toBe(true);
    state().restore('questions');
    expect(selectIsModified(state())).toBe(false);
  });

  it('renames option labels but never values', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editOptionText('q1', 1, 'Negative');
    await state().save('questions', 'q1');
    const body = server.callsTo('PATCH', '/api/v1/questions/q1')[0]!.json as {
      settings: { options: unknown[] };
    };
    expect(body.settings.options[1]).toEqual({ value: 'neg', text: 'Negative', description: null });
  });

  it('counts a metadata title that differs only in spaces as unmodified', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().editMetadata('m1', { title: 'Source  ' });
    expect(selectIsSectionModified(state(), 'metadata')).toBe(false);
    state().editMetadata('m1', { visibleForAnnotators: false });
    expect(selectIsSectionModified(state(), 'metadata')).toBe(true);
  });
});

describe('createDatasetSettingsStore: saving', () => {
  it("shows 'Saving...' then 'Saved' and sends only what changed", async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    const answer = deferred<{ body: unknown }>();
    server.on('PATCH', '/api/v1/datasets/d1', () => answer.promise);
    state().editGeneral({ guidelines: '  Label every sentence.  ' });
    const saving = state().save('general', 'guidelines');
    expect(selectSaveMessage(selectGeneralItem(state(), 'guidelines')!)).toEqual({ key: 'save.saving' });
    expect(selectIsModified(state())).toBe(false);
    answer.resolve({
      body: {
        ...(state().dataset && {
          id: 'd1',
          name: 'reviews',
          guidelines: 'Label every sentence.',
          allow_extra_metadata: true,
          status: 'ready',
          distribution: { strategy: 'overlap', min_submitted: 1 },
          metadata: null,
          workspace_id: 'w1',
          last_activity_at: '2024-05-02T08:00:00',
          inserted_at: '2024-05-01T10:22:33',
          updated_at: '2024-05-01T10:22:40',
        }),
      },
    });
    await expect(saving).resolves.toBe(true);
    expect(server.callsTo('PATCH', '/api/v1/datasets/d1')[0]!.json).toEqual({
      guidelines: 'Label every sentence.',
    });
    expect(selectSaveMessage(selectGeneralItem(state(), 'guidelines')!)).toEqual({ key: 'save.saved' });
    expect(selectGeneralItem(state(), 'guidelines')!.edit.guidelines).toBe('Label every sentence.');
    expect(state().dataset?.guidelines).toBe('Label every sentence.');
  });

  it('saves and restores the guidelines, the distribution and the extra metadata each on its own', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    expect(state().general.map((item) => item.id)).toEqual(['guidelines', 'distribution', 'extraMetadata']);
    state().editGeneral({ guidelines: 'Label the tone.', minSubmitted: 2, allowExtraMetadata: false });
    const modified = () =>
      (['guidelines', 'distribution', 'extraMetadata'] as const).filter((part) =>
        selectIsItemModified('general', selectGeneralItem(state(), part)!),
      );
    expect(modified()).toEqual(['guidelines', 'distribution', 'extraMetadata']);

    state().restore('general', 'extraMetadata');
    expect(modified()).toEqual(['guidelines', 'distribution']);
    expect(selectGeneralItem(state(), 'extraMetadata')!.edit.allowExtraMetadata).toBe(true);

    // The distribution is refused; the guidelines save anyway, and each part reports its own outcome.
    server.on('PATCH', '/api/v1/datasets/d1', (call: { json: unknown }) =>
      'distribution' in (call.json as object)
        ? {
            status: 422,
            body: {
              code: 'update_distribution_with_existing_responses',
              message: "Distribution settings can't be modified for a dataset containing user responses",
            },
          }
        : { body: { ...settingsDataset, ...(call.json as object) } },
    );
    await expect(state().save('general', 'distribution')).resolves.toBe(false);
    await expect(state().save('general', 'guidelines')).resolves.toBe(true);
    expect(server.callsTo('PATCH', '/api/v1/datasets/d1').map((call) => call.json)).toEqual([
      { distribution: { strategy: 'overlap', min_submitted: 2 } },
      { guidelines: 'Label the tone.' },
    ]);
    expect(selectGeneralItem(state(), 'guidelines')!.saveStatus).toBe('saved');
    expect(selectGeneralItem(state(), 'distribution')!.saveStatus).toBe('failed');
    expect(modified()).toEqual(['distribution']);
    expect(state().dataset?.guidelines).toBe('Label the tone.');
    expect(state().dataset?.distribution.minSubmitted).toBe(1);

    state().restore('general', 'distribution');
    expect(modified()).toEqual([]);
  });

  it('restores the previous values after a failed update, keeps the edit and reports the code and server message', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    server.on('PATCH', '/api/v1/fields/f1', {
      status: 422,
      body: { detail: "Field type cannot be changed. Expected 'text' but got 'chat'" },
    });
    state().editField('f1', { title: 'Review' });
    await expect(state().save('fields', 'f1')).resolves.toBe(false);
    const field = state().fields[0]!;
    expect(field.original.title).toBe('Text');
    expect(field.edit.title).toBe('Review');
    expect(field.saveStatus).toBe('failed');
    expect(field.errorCode).toBe('ERROR_PATCHING_FIELD');
    expect(field.error).toMatchObject({
      text: "Field type cannot be changed. Expected 'text' but got 'chat'",
    });
  });

  it('reports the repository code of each section', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    for (const path of [
      '/api/v1/datasets/d1',
      '/api/v1/questions/q1',
      '/api/v1/metadata-properties/m1',
      '/api/v1/vectors-settings/v1',
    ])
      server.on('PATCH', path, { status: 500, body: { detail: 'down' } });
    state().editGeneral({ allowExtraMetadata: false });
    state().editQuestion('q1', { title: 'Mood' });
    state().editMetadata('m1', { title: 'Origin' });
    state().editVector('v1', { title: 'Vec' });
    await Promise.all([
      state().save('general', 'extraMetadata'),
      state().save('questions', 'q1'),
      state().save('metadata', 'm1'),
      state().save('vector', 'v1'),
    ]);
    expect(selectGeneralItem(state(), 'extraMetadata')!.errorCode).toBe('ERROR_PATCHING_DATASET_GUIDELINES');
    expect(state().questions[0]!.errorCode).toBe('ERROR_PATCHING_QUESTION');
    expect(state().metadata[0]!.errorCode).toBe('ERROR_PATCHING_METADATA');
    expect(state().vector[0]!.errorCode).toBe('ERROR_PATCHING_VECTOR');
  });

  it("raises 'X is not valid for update' instead of sending an invalid item", async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editQuestion('q1', { title: '  ' });
    state().editField('f1', { title: 'a'.repeat(501) });
    state().editMetadata('m1', { title: '' });
    state().editVector('v1', { title: '' });
    await state().save('questions', 'q1');
    await state().save('fields', 'f1');
    await state().save('metadata', 'm1');
    await state().save('vector', 'v1');
    expect(state().questions[0]!.error).toEqual({ key: 'invalid.question' });
    expect(state().fields[0]!.error).toEqual({ key: 'invalid.field' });
    expect(state().metadata[0]!.error).toEqual({ key: 'invalid.metadata' });
    expect(state().vector[0]!.error).toEqual({ key: 'invalid.vector' });
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('always sends the metadata visibility with the title', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editMetadata('m1', { title: ' Origin ' });
    await state().save('metadata', 'm1');
    expect(server.callsTo('PATCH', '/api/v1/metadata-properties/m1')[0]!.json).toEqual({
      title: 'Origin',
      visible_for_annotators: true,
    });
  });

  it("sends suggestion-first as the multi-label question's options_order, and back to natural", async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editQuestion('q2', { optionsOrder: 'suggestion' });
    expect(selectIsSectionModified(state(), 'questions')).toBe(true);
    await expect(state().save('questions', 'q2')).resolves.toBe(true);
    expect(server.callsTo('PATCH', '/api/v1/questions/q2')[0]!.json).toEqual({
      title: 'Topics',
      description: null,
      settings: {
        type: 'multi_label_selection',
        options: [
          { value: 'a', text: 'A', description: null },
          { value: 'b', text: 'B', description: null },
        ],
        options_order: 'suggestion',
      },
    });
    expect(state().questions[1]!.original.optionsOrder).toBe('suggestion');
    state().editQuestion('q2', { optionsOrder: 'natural' });
    await state().save('questions', 'q2');
    expect(server.callsTo('PATCH', '/api/v1/questions/q2')[1]!.json).toMatchObject({
      settings: { options_order: 'natural' },
    });
  });

  it('never sends an options order for a single-label question, which has none', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    state().editQuestion('q1', { title: 'Tone', optionsOrder: 'suggestion' });
    await state().save('questions', 'q1');
    const sent = server.callsTo('PATCH', '/api/v1/questions/q1')[0]!.json as { settings: object };
    expect(sent.settings).not.toHaveProperty('options_order');
  });
});

describe('createDatasetSettingsStore: the distribution lock', () => {
  it('knows from the server that a dataset with responses is locked and refuses distribution edits', async () => {
    const { state } = setupSettingsStore({ responded: true });
    await state().load();
    expect(state().distributionLocked).toBe(true);
    expect(selectDistributionLockMessage(state())).toEqual({
      key: 'validations.businessLogic.update_distribution_with_existing_responses',
    });
    state().editGeneral({ minSubmitted: 3 });
    expect(selectGeneralItem(state(), 'distribution')!.edit.minSubmitted).toBe(1);
  });

  it("learns the lock from the server's refusal when it could not know it before", async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    server.on('PATCH', '/api/v1/datasets/d1', {
      status: 422,
      body: {
        code: 'update_distribution_with_existing_responses',
        message: "Distribution settings can't be modified for a dataset containing user responses",
      },
    });
    state().editGeneral({ minSubmitted: 2 });
    await state().save('general', 'distribution');
    expect(state().distributionLocked).toBe(true);
    const distribution = selectGeneralItem(state(), 'distribution')!;
    expect(distribution.error).toMatchObject({
      key: 'validations.businessLogic.update_distribution_with_existing_responses',
    });
    expect(distribution.errorCode).toBe('ERROR_PATCHING_DATASET_GUIDELINES');
    expect(distribution.edit.minSubmitted).toBe(2);
  });
});

describe('createDatasetSettingsStore: tabs and the unsaved-change guard', () => {
  it('restores the tab from the URL and writes a selected one back', async () => {
    const write = vi.fn();
    const { state } = setupSettingsStore({ tabUrl: { read: () => 'vector', write } });
    await state().load();
    expect(state().tab).toBe('vector');
    state().selectTab('danger-zone');
    expect(write).toHaveBeenCalledWith('danger-zone');
  });

  it('falls back to general for a tab the dataset does not have', async () => {
    const { state, server } = setupSettingsStore({ tabUrl: { read: () => 'metadata', write: () => {} } });
    server.on('GET', '/api/v1/me/datasets/d1/metadata-properties', { body: { items: [] } });
    await state().load();
    expect(state().tab).toBe('general');
  });

  it('lets a person leave at once without changes', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    const proceed = vi.fn();
    expect(state().requestLeave({ proceed })).toBe(true);
    expect(proceed).toHaveBeenCalledOnce();
  });

  it("warns 'You didn't submit your changes'; 'Ignore and continue' leaves", async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().editVector('v1', { title: 'Vec' });
    const proceed = vi.fn();
    expect(state().requestLeave({ proceed })).toBe(false);
    expect(selectLeaveWarning(state())).toEqual({
      message: { key: 'leave.unsaved' },
      button: { key: 'leave.ignore' },
    });
    state().ignoreAndContinue();
    expect(proceed).toHaveBeenCalledOnce();
    expect(selectLeaveWarning(state())).toBeNull();
    // The host's own guard now lets the navigation through.
    expect(selectMustAskBeforeLeaving(state())).toBe(false);
  });

  it('on close opens the first tab with changes, in the order general, fields, questions, metadata, vector', async () => {
    const { state } = setupSettingsStore();
    await state().load();
    state().selectTab('danger-zone');
    state().editVector('v1', { title: 'Vec' });
    state().editQuestion('q2', { title: 'Subjects' });
    state().editMetadata('m1', { visibleForAnnotators: false });
    expect(firstSectionWithChanges(state())).toBe('questions');
    const stay = vi.fn();
    const proceed = vi.fn();
    state().requestLeave({ proceed, stay });
    state().dismissLeaveWarning();
    expect(stay).toHaveBeenCalledOnce();
    expect(proceed).not.toHaveBeenCalled();
    expect(state().tab).toBe('questions');
    state().editGeneral({ allowExtraMetadata: false });
    state().requestLeave({ proceed });
    state().dismissLeaveWarning();
    expect(state().tab).toBe('general');
  });
});

describe('createDatasetSettingsStore: deleting the dataset', () => {
  it('deletes only once the typed name matches exactly', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    expect(selectCanDelete(state(), 'Reviews')).toBe(false);
    await expect(state().deleteDataset('Reviews')).resolves.toBe(false);
    expect(server.callsTo('DELETE', '/api/v1/datasets/d1')).toHaveLength(0);
    expect(selectCanDelete(state(), 'reviews')).toBe(true);
    await expect(state().deleteDataset('reviews')).resolves.toBe(true);
    expect(state().deletion.status).toBe('deleted');
  });

  it('reports ERROR_DELETING_DATASET with the server message when the deletion fails', async () => {
    const { state, server } = setupSettingsStore();
    await state().load();
    server.on('DELETE', '/api/v1/datasets/d1', { status: 403, body: { detail: 'Forbidden' } });
    await state().deleteDataset('reviews');
    expect(state().deletion).toMatchObject({
      status: 'failed',
      errorCode: 'ERROR_DELETING_DATASET',
      error: { text: 'Forbidden' },
    });
  });
});
