import { describe, expect, it } from 'vitest';
import { invalidationsForWrite } from './writeInvalidations';

const RESPONSE_EFFECTS = [
  '/me/datasets/*/metrics',
  '/me/datasets/*/overview',
  '/datasets/*/progress',
  '/datasets/*/users/progress',
  '/datasets/*/review',
  '/datasets/*/agreement',
];

describe('invalidationsForWrite', () => {
  it('invalidates nothing for reads, searches and the token call', () => {
    expect(invalidationsForWrite('GET', '/datasets/d1')).toEqual([]);
    expect(invalidationsForWrite('HEAD', '/datasets/d1')).toEqual([]);
    expect(invalidationsForWrite('POST', '/me/datasets/d1/records/search')).toEqual([]);
    expect(invalidationsForWrite('POST', '/datasets/d1/records/search')).toEqual([]);
    expect(invalidationsForWrite('POST', '/me/datasets/d1/records/search/page')).toEqual([]);
    expect(invalidationsForWrite('POST', '/me/datasets/d1/records/search/total')).toEqual([]);
    expect(invalidationsForWrite('POST', '/token')).toEqual([]);
    expect(invalidationsForWrite('POST', '/')).toEqual([]);
  });

  it('makes a bulk review invalidate what a review does, and the dataset', () => {
    expect(invalidationsForWrite('PUT', '/datasets/d1/reviews')).toEqual([
      ...RESPONSE_EFFECTS,
      '/records',
      '/me/datasets',
      '/datasets/d1',
    ]);
  });

  it("makes a response write invalidate every dataset's metrics and progress, and the records", () => {
    expect(invalidationsForWrite('POST', '/records/r1/responses')).toEqual([
      ...RESPONSE_EFFECTS,
      '/records/r1',
    ]);
    expect(invalidationsForWrite('PUT', '/responses/x')).toEqual([...RESPONSE_EFFECTS, '/records']);
    expect(invalidationsForWrite('delete', '/responses/x')).toEqual([...RESPONSE_EFFECTS, '/records']);
    expect(invalidationsForWrite('POST', '/me/responses/bulk')).toEqual([...RESPONSE_EFFECTS, '/records']);
  });

  it("makes a review write invalidate the counts, the review queue and agreement, and every record's reads", () => {
    // A rejection turns the record's submitted responses back into drafts: its responses and the progress change.
    expect(invalidationsForWrite('PUT', '/records/r1/review')).toEqual([...RESPONSE_EFFECTS, '/records']);
    expect(invalidationsForWrite('PUT', '/datasets/d1/reviewers')).toEqual(['/me/datasets', '/datasets/d1']);
  });

  it("makes a comment write invalidate the records' threads, the datasets' commented records and the mentions", () => {
    const effects = ['/records/*/comments', '/datasets/*/comments', '/me/mentions'];
    expect(invalidationsForWrite('POST', '/records/r1/comments')).toEqual(effects);
    expect(invalidationsForWrite('PATCH', '/comments/c1')).toEqual(effects);
    expect(invalidationsForWrite('DELETE', '/comments/c1')).toEqual(effects);
  });

  it('makes a dataset write invalidate /me/datasets and that dataset', () => {
    expect(invalidationsForWrite('POST', '/datasets')).toEqual(['/me/datasets']);
    expect(invalidationsForWrite('PATCH', '/datasets/d1')).toEqual(['/me/datasets', '/datasets/d1']);
    expect(invalidationsForWrite('DELETE', '/datasets/d1')).toEqual(['/me/datasets', '/datasets/d1']);
    expect(invalidationsForWrite('PUT', '/datasets/d1/publish')).toEqual(['/me/datasets', '/datasets/d1']);
    expect(invalidationsForWrite('POST', '/datasets/d1/fields')).toEqual(['/me/datasets', '/datasets/d1']);
  });

  it('makes a dataset child edited by its own id invalidate the lists it appears in', () => {
    expect(invalidationsForWrite('PATCH', '/fields/f1')).toEqual([
      '/datasets/*/fields',
      '/me/datasets/*/overview',
      '/fields/f1',
    ]);
    expect(invalidationsForWrite('PATCH', '/questions/q1')).toEqual([
      '/datasets/*/questions',
      '/me/datasets/*/overview',
      '/questions/q1',
    ]);
    expect(invalidationsForWrite('PATCH', '/vectors-settings/v1')).toEqual([
      '/datasets/*/vectors-settings',
      '/vectors-settings/v1',
    ]);
    expect(invalidationsForWrite('DELETE', '/metadata-properties/m1')).toEqual([
      '/me/datasets/*/metadata-properties',
      '/metadata-properties/m1',
    ]);
  });

  it('invalidates records, suggestions, workspaces and anything else by collection', () => {
    expect(invalidationsForWrite('PATCH', '/records/r1')).toEqual([...RESPONSE_EFFECTS, '/records/r1']);
    expect(invalidationsForWrite('PUT', '/records/r1/suggestions')).toEqual(['/records/r1']);
    expect(invalidationsForWrite('DELETE', '/suggestions/s1')).toEqual(['/records']);
    expect(invalidationsForWrite('POST', '/workspaces')).toEqual(['/me/workspaces']);
    expect(invalidationsForWrite('DELETE', '/workspaces/w1/users/u1')).toEqual([
      '/me/workspaces',
      '/workspaces/w1',
    ]);
    expect(invalidationsForWrite('PATCH', '/webhooks/h1')).toEqual(['/webhooks']);
    expect(invalidationsForWrite('POST', '/documents')).toEqual(['/documents']);
  });
});
