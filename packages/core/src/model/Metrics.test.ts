import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { toMetrics, ownCountsRevision } from './Metrics';

describe('toMetrics', () => {
  it('parses the fixture metrics: responded = submitted + discarded + draft', () => {
    const metrics = toMetrics(searchFixture['GET /api/v1/me/datasets/{datasetId}/metrics']);
    expect(metrics).toMatchObject({
      total: 1000,
      submitted: 25,
      discarded: 4,
      draft: 0,
      pending: 971,
      responded: 29,
    });
    expect(metrics.progress).toBeCloseTo(0.029, 10);
    expect(metrics.percentages).toEqual({
      submitted: 2.5,
      discarded: 0.4,
      draft: 0,
      pending: 97.1,
      responded: 2.9,
    });
  });

  it('reports zero progress for an empty dataset', () => {
    const metrics = toMetrics({ responses: { total: 0, submitted: 0, discarded: 0, draft: 0, pending: 0 } });
    expect(metrics.progress).toBe(0);
    expect(metrics.percentages.pending).toBe(0);
  });
});

describe('ownCountsRevision', () => {
  it('is null until the counts are known, then changes with the answered and submitted counts', () => {
    expect(ownCountsRevision(null)).toBeNull();
    expect(ownCountsRevision({ responded: 3, submitted: 2 })).toBe('3:2');
    expect(ownCountsRevision({ responded: 3, submitted: 3 })).not.toBe(
      ownCountsRevision({ responded: 3, submitted: 2 }),
    );
  });
});
