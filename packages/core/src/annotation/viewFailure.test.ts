import { describe, expect, it } from 'vitest';
import { viewFailureOf } from './viewFailure';

const ready = { status: 'ready' as const, error: null, emptyState: null };

describe('viewFailureOf', () => {
  it('reports a record that is not found as a 404', () => {
    const emptyState = { key: 'recordNotFound', params: { id: 'r-9' } };
    expect(viewFailureOf({ ...ready, emptyState })).toEqual({ status: 404, message: emptyState });
  });

  it('reports a failed first load with the status its message names', () => {
    const error = { key: 'errors.datasetInfo', params: { id: 'd-9', status: 404 } };
    expect(viewFailureOf({ status: 'error', error, emptyState: null })).toEqual({
      status: 404,
      message: error,
    });
    expect(viewFailureOf({ status: 'error', error: { key: 'http.500' }, emptyState: null })?.status).toBe(
      500,
    );
    expect(
      viewFailureOf({ status: 'error', error: { key: 'errors.datasetAndWorkspaceInfo' }, emptyState: null })
        ?.status,
    ).toBe(0);
  });

  it('leaves 401s to the credentials, and says nothing of a view that shows what it was asked for', () => {
    expect(viewFailureOf({ status: 'error', error: { key: 'http.401' }, emptyState: null })).toBeNull();
    expect(viewFailureOf(ready)).toBeNull();
    expect(viewFailureOf({ ...ready, emptyState: { key: 'noPendingRecordsToAnnotate' } })).toBeNull();
    // An error after the view loaded (a failed save) is the view's own notification, not a failure to show.
    expect(viewFailureOf({ ...ready, error: { key: 'http.500' } })).toBeNull();
  });
});
