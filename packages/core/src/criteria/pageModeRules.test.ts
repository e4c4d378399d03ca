import { describe, expect, it } from 'vitest';
import { createRecordCriteriaStore } from './createRecordCriteriaStore';
import { allowsBulkMode, changeStatus, keepBulkModeForPending, selectIsBulk } from './pageModeRules';
import { pageAt } from './RecordCriteria';

describe('page mode rules', () => {
  it('allows bulk mode for pending records only', () => {
    expect(allowsBulkMode('pending')).toBe(true);
    for (const status of ['draft', 'submitted', 'discarded', 'valid'] as const)
      expect(allowsBulkMode(status)).toBe(false);
  });

  it('shows bulk mode only when the committed criteria are pending and in bulk mode', () => {
    const criteria = createRecordCriteriaStore({ datasetId: 'd-1', initial: { page: pageAt('bulk') } });
    expect(selectIsBulk(criteria.getState())).toBe(true);
    criteria.getState().setStatus('draft');
    // Not committed yet: the records on screen are still the pending ones.
    expect(selectIsBulk(criteria.getState())).toBe(true);
    criteria.getState().commit();
    expect(selectIsBulk(criteria.getState())).toBe(false);
  });

  it('leaves bulk mode when the status changes away from pending, and stays in focus mode otherwise', () => {
    const criteria = createRecordCriteriaStore({ datasetId: 'd-1', initial: { page: pageAt('bulk') } });
    changeStatus(criteria, 'submitted');
    expect(criteria.getState().committed).toMatchObject({ status: 'submitted', page: { mode: 'focus' } });
    changeStatus(criteria, 'pending');
    expect(criteria.getState().committed).toMatchObject({ status: 'pending', page: { mode: 'focus' } });
  });

  it('opens a bulk link with another status in focus mode, at once and on later commits, until stopped', () => {
    const criteria = createRecordCriteriaStore({
      datasetId: 'd-1',
      initial: { status: 'discarded', page: pageAt('bulk') },
    });
    const stop = keepBulkModeForPending(criteria);
    expect(criteria.getState().committed.page.mode).toBe('focus');
    criteria
      .getState()
      .applyCriteria({ ...criteria.getState().committed, status: 'draft', page: pageAt('bulk') });
    criteria.getState().commit();
    expect(criteria.getState().committed.page.mode).toBe('focus');
    criteria.getState().setStatus('pending');
    criteria.getState().setMode('bulk');
    criteria.getState().commit();
    expect(criteria.getState().committed.page.mode).toBe('bulk');
    stop();
    criteria.getState().applyCriteria({ ...criteria.getState().committed, status: 'draft' });
    criteria.getState().commit();
    expect(criteria.getState().committed.page.mode).toBe('bulk');
  });
});
