import { describe, expect, it, vi } from 'vitest';
import { pageAt } from '../criteria/RecordCriteria';
import { selectBulkForm, selectCanClear, selectRecordForm, recordIntentsOf } from './recordForm';
import { settle, setupWorkflow } from './testing/setupWorkflow';

describe('record form selectors', () => {
  it('gives bulk mode an empty record, its own running action and actions on the selection', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    const form = selectRecordForm(state());
    expect(form.record?.id).toBe('rec-1');
    const annotate = vi.fn(async () => {});
    const idle = selectBulkForm(form, { running: null, canAnnotate: false, annotate });
    expect(idle).toMatchObject({
      record: null,
      canSubmit: false,
      pendingAction: null,
      answers: { sentiment: 'positive' },
    });
    expect(selectBulkForm(form, { running: null, canAnnotate: true, annotate }).canSubmit).toBe(
      form.canSubmit,
    );
    expect(selectBulkForm(form, { running: 'submitted', canAnnotate: true, annotate }).pendingAction).toBe(
      'submit',
    );
    expect(selectBulkForm(form, { running: 'discarded', canAnnotate: true, annotate }).pendingAction).toBe(
      'discard',
    );
    expect(selectBulkForm(form, { running: 'draft', canAnnotate: true, annotate }).pendingAction).toBe(
      'draft',
    );
    await idle.submit();
    await idle.discard();
    await idle.saveDraft();
    expect(annotate.mock.calls).toEqual([['submitted'], ['discarded'], ['draft']]);
  });

  it('offers Clear only for a record with a response', async () => {
    expect(selectCanClear({ record: null })).toBe(false);
    const { state } = setupWorkflow(2);
    await state().load();
    expect(selectCanClear(state())).toBe(false);
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    expect(selectCanClear(state())).toBe(true);
  });

  it('routes record intents to the record in focus mode and to the selection in bulk mode', async () => {
    const { state, store, responses } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    await recordIntentsOf(store, false).submit();
    expect(responses.get('rec-1')?.status).toBe('submitted');
    expect(state().record?.id).toBe('rec-2');
    await recordIntentsOf(store, false).previousPage();
    expect(state().record?.id).toBe('rec-1');

    const bulk = setupWorkflow(3, { initial: { page: pageAt('bulk') } });
    await bulk.state().load();
    const annotate = vi.spyOn(bulk.store.bulk.getState(), 'annotate');
    await recordIntentsOf(bulk.store, true).discard();
    await settle();
    expect(annotate).toHaveBeenCalledWith('discarded');
  });
});
