import { describe, expect, it, vi } from 'vitest';
import type { AnnotationEvent } from './annotationEvents';
import { annotationEventOf } from './annotationEvents';
import { DATASET_ID } from '../queue/testing/createFakeRecordServer';
import { setupWorkflow } from './testing/setupWorkflow';

describe('createAnnotationStore: onEvent', () => {
  it('reports submit, discard and draft with the dataset, the record and the values sent', async () => {
    const onEvent = vi.fn<(event: AnnotationEvent) => void>();
    const { state, store } = setupWorkflow(3, { onEvent });
    await state().load();
    const question = state().questions[0]!.name;

    state().setAnswer(question, 'yes');
    await state().saveDraft();
    const drafted = state().record!.id;
    await state().submit();
    const discarded = state().record!.id;
    await state().discard();

    expect(onEvent.mock.calls.map(([event]) => [event.type, event.recordId])).toEqual([
      ['draft-saved', drafted],
      ['submitted', drafted],
      ['discarded', discarded],
    ]);
    const [draft] = onEvent.mock.calls[0]!;
    expect(draft).toEqual({
      type: 'draft-saved',
      datasetId: DATASET_ID,
      recordId: drafted,
      values: expect.objectContaining({ [question]: { value: 'yes' } }),
    });
    store.getState().dispose();
  });

  it('reports nothing for a failed save, and one event per record saved in bulk', async () => {
    const onEvent = vi.fn<(event: AnnotationEvent) => void>();
    const { state, store, criteria, server } = setupWorkflow(15, { onEvent });
    criteria.getState().setMode('bulk');
    criteria.getState().commit();
    await state().load();
    const question = state().questions[0]!.name;
    state().setAnswer(question, 'yes');
    store.bulk.getState().selectPage();
    const ids = store.bulk.getState().selectedIds;
    await store.bulk.getState().annotate('discarded');
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual(
      ids.map((id) => annotationEventOf(DATASET_ID, id, 'discarded', { [question]: { value: 'yes' } })),
    );

    onEvent.mockClear();
    criteria.getState().setMode('focus');
    criteria.getState().commit();
    await vi.waitFor(() => expect(state().mode === 'focus' && state().record !== null).toBe(true));
    server.on('POST', `/api/v1/records/${state().record!.id}/responses`, { status: 500, body: { detail: 'boom' } });
    await state().discard();
    expect(onEvent).not.toHaveBeenCalled();
  });
});
