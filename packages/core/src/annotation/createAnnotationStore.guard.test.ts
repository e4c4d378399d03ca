import { describe, expect, it } from 'vitest';
import { setupWorkflow } from './testing/setupWorkflow';

/** A store showing record 1 submitted and then changed. */
async function touchedRecord() {
  const setup = setupWorkflow(3);
  const { state } = setup;
  await state().load();
  state().setAnswer('sentiment', 'positive');
  await state().submit();
  await state().previous();
  state().setAnswer('sentiment', 'negative');
  expect(state().isTouched).toBe(true);
  return setup;
}

describe('unsaved-change guard', () => {
  it('asks before paging away from a modified submitted record', async () => {
    const { state, criteria } = await touchedRecord();
    await state().next();
    expect(state().pendingConfirmation).toEqual({
      key: 'changes_no_submit',
      action: 'ignore and continue',
      actionKey: 'button.ignore_and_continue',
    });
    expect(state().page).toBe(1);
    expect(criteria.getState().committed.page.client.page).toBe(2);
  });

  it('continue applies the change and drops the changes', async () => {
    const { state } = await touchedRecord();
    await state().next();
    await state().continuePendingChange();
    expect(state().pendingConfirmation).toBeNull();
    expect(state().page).toBe(2);
    expect(state().record?.id).toBe('rec-2');
    await state().previous();
    expect(state().answers.sentiment).toBe('positive');
  });

  it('close rolls the criteria back and keeps the changes', async () => {
    const { state, criteria } = await touchedRecord();
    await state().next();
    state().closePendingChange();
    expect(state().pendingConfirmation).toBeNull();
    expect(criteria.getState().committed.page.client.page).toBe(1);
    expect(criteria.getState().draft.page.client.page).toBe(1);
    expect(state().page).toBe(1);
    expect(state().answers.sentiment).toBe('negative');
  });

  it('asks before a filter change too, and rolls it back on close', async () => {
    const { state, criteria, searches } = await touchedRecord();
    criteria.getState().setStatus('submitted');
    criteria.getState().commit();
    expect(state().pendingConfirmation?.key).toBe('changes_no_submit');
    expect(searches()).toHaveLength(1);
    state().closePendingChange();
    expect(criteria.getState().committed.status).toBe('pending');
    expect(searches()).toHaveLength(1);
  });

  it('does not ask for an unmodified or a pending record', async () => {
    const { state } = setupWorkflow(3);
    await state().load();
    state().setAnswer('sentiment', 'positive');
    await state().next();
    expect(state().pendingConfirmation).toBeNull();
    expect(state().page).toBe(2);
  });
});
