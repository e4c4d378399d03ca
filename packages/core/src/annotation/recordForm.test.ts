import { describe, expect, it, vi } from 'vitest';
import { pageAt } from '../criteria/RecordCriteria';
import {
  locksAnswers,
  selectCanClear,
  selectCanSubmit,
  selectQuestionsForm,
  selectRecordActions,
  type BulkFormState,
} from './recordForm';
import { settle, setupWorkflow } from './testing/setupWorkflow';

const NONE_SELECTED: BulkFormState = {
  running: null,
  canAnnotate: false,
  disabledReason: { key: 'bulk.selectAtLeastOne' },
};
const SELECTED: BulkFormState = { running: null, canAnnotate: true, disabledReason: null };

describe('record form selectors', () => {
  it('gives bulk mode an empty record, its own running action and blocks it without a selection', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    expect(selectQuestionsForm(state(), null).record?.id).toBe('rec-1');
    expect(selectQuestionsForm(state(), NONE_SELECTED)).toMatchObject({
      record: null,
      locked: false,
      answers: { sentiment: 'positive' },
    });
    expect(selectRecordActions(state(), NONE_SELECTED)).toMatchObject({
      isBulk: true,
      canSubmit: false,
      canDiscard: false,
      canSaveDraft: false,
      offersClear: false,
      pendingAction: null,
      blockedReason: NONE_SELECTED.disabledReason,
    });
    expect(selectRecordActions(state(), SELECTED).canSubmit).toBe(selectCanSubmit(state(), null));
    const running = (status: 'submitted' | 'discarded' | 'draft') =>
      selectRecordActions(state(), { ...SELECTED, running: status });
    expect(running('submitted')).toMatchObject({ pendingAction: 'submit', busy: true, canSubmit: false });
    expect(running('discarded').pendingAction).toBe('discard');
    expect(running('draft')).toMatchObject({ pendingAction: 'draft', busy: false, canSaveDraft: false });
    expect(selectQuestionsForm(state(), { running: 'submitted' }).locked).toBe(true);
  });

  it('allows Submit for complete answers while no submit, discard or clear runs (a draft save does not block)', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', undefined);
    expect(selectRecordActions(state(), null)).toMatchObject({ canSubmit: false, incomplete: true });
    state().setAnswer('sentiment', 'positive');
    expect(selectRecordActions(state(), null)).toMatchObject({
      isBulk: false,
      canSubmit: true,
      incomplete: false,
      canDiscard: true,
      canSaveDraft: true,
      blockedReason: null,
    });
    expect(selectCanSubmit({ ...state(), pendingAction: 'draft' }, null)).toBe(true);
    for (const action of ['submit', 'discard', 'clear'] as const) {
      expect(selectCanSubmit({ ...state(), pendingAction: action }, null)).toBe(false);
    }
    expect(selectRecordActions({ ...state(), pendingAction: 'draft' }, null)).toMatchObject({
      busy: false,
      canDiscard: true,
      canSaveDraft: false,
      canClear: false,
    });
  });

  it('offers Clear only for a record with a response', async () => {
    expect(selectCanClear({ record: null })).toBe(false);
    const { state } = setupWorkflow(2);
    await state().load();
    expect(selectCanClear(state())).toBe(false);
    state().setAnswer('sentiment', 'positive');
    await state().saveDraft();
    expect(selectCanClear(state())).toBe(true);
    expect(selectRecordActions(state(), null)).toMatchObject({ offersClear: true, canClear: true });
  });

  it('sends the record intents to the record in focus mode and to the selection in bulk mode', async () => {
    const { state, responses } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    await state().submit();
    expect(responses.get('rec-1')?.status).toBe('submitted');
    expect(state().record?.id).toBe('rec-2');
    await state().previous();
    expect(state().record?.id).toBe('rec-1');

    const bulk = setupWorkflow(3, { initial: { page: pageAt('bulk') } });
    await bulk.state().load();
    bulk.state().setAnswer('sentiment', 'positive');
    bulk.store.bulk.getState().selectPage();
    const annotate = vi.spyOn(bulk.store.bulk.getState(), 'annotate').mockImplementation(async () => {});
    await bulk.state().discard();
    await bulk.state().saveDraft();
    await bulk.state().submit();
    await settle();
    expect(annotate.mock.calls).toEqual([['discarded'], ['draft'], ['submitted']]);
    expect(bulk.responses.size).toBe(0);
  });
});

describe('locksAnswers', () => {
  it('keeps the form open while nothing or only a draft save runs', () => {
    expect(locksAnswers(null)).toBe(false);
    expect(locksAnswers('draft')).toBe(false);
  });

  it('locks the form while submit, discard or clear runs', () => {
    expect(locksAnswers('submit')).toBe(true);
    expect(locksAnswers('discard')).toBe(true);
    expect(locksAnswers('clear')).toBe(true);
  });
});
