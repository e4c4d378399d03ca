import type { FuzzTarget } from './fuzz-target';

/** History (issue #29): read-only paths; their queries get the garbage query strings. */
export const HISTORY_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/records/{id}/history', ids: (w) => [w.recordId] },
  { method: 'GET', path: '/datasets/{id}/history', ids: (w) => [w.datasetId] },
];
