import type { FuzzTarget } from './fuzz-target';

/** Review and agreement (docs/review-and-agreement.md). */
export const REVIEW_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/datasets/{id}/reviewers', ids: (w) => [w.datasetId] },
  {
    method: 'PUT',
    path: '/datasets/{id}/reviewers',
    ids: (w) => [w.datasetId],
    valid: (w) => ({ user_ids: [w.users.annotatorReviewer.user.id, w.users.annotatorMember.user.id] }),
  },
  { method: 'GET', path: '/records/{id}/review', ids: (w) => [w.recordId] },
  { method: 'GET', path: '/records/{id}/review/reviewer', ids: (w) => [w.recordId] },
  {
    method: 'PUT',
    path: '/records/{id}/review',
    ids: (w) => [w.recordId],
    valid: () => ({ status: 'accepted', values: { label: { value: 'b' } }, comment: 'fz' }),
  },
  {
    method: 'PUT',
    path: '/datasets/{id}/reviews',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [
        { record_id: w.recordId, status: 'accepted', values: { label: { value: 'b' } }, comment: 'fz' },
      ],
    }),
  },
  { method: 'GET', path: '/datasets/{id}/review/records', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/review/summary', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/review/record-ids?status=unreviewed', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/review/record-ids?order=status&offset=1', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/agreement', ids: (w) => [w.datasetId] },
];
