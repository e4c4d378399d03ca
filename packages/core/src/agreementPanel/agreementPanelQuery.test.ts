import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch } from '../testing/createFakeFetch';
import { REVIEW_MESSAGE_KEYS } from '../review/reviewMessageKeys';
import { agreementPanelQuery } from './agreementPanelQuery';

const path = '/api/v1/datasets/ds/agreement';

describe('agreementPanelQuery', () => {
  it('reads the agreement and turns it into rows', async () => {
    const server = createFakeFetch();
    server.on('GET', path, {
      body: {
        items: [{ question: 'q', type: 'rating', metric: 'krippendorff_alpha', level: 'ordinal', value: 0.9, units: 3, annotators: 3 }],
        annotators: [],
      },
    });
    const query = agreementPanelQuery(createApiClient({ fetch: server.fetch }), 'ds');
    const result = await query.load();
    expect(result.error).toBeNull();
    expect(result.rows?.questions[0]?.figures[0]?.result.band).toBe('reliable');
  });

  it('says a non-reviewer is not one, and a key per dataset and revision', async () => {
    const server = createFakeFetch();
    server.on('GET', path, { status: 403, body: { detail: 'Forbidden' } });
    const query = agreementPanelQuery(createApiClient({ fetch: server.fetch }), 'ds', '3');
    expect(await query.load()).toEqual({ rows: null, error: { key: REVIEW_MESSAGE_KEYS.notReviewer } });
    expect(query.key).toBe('agreement:ds:3');
  });

  it('gives the call’s message for any other failure', async () => {
    const server = createFakeFetch();
    server.on('GET', path, { status: 500, body: { detail: 'boom' } });
    const result = await agreementPanelQuery(createApiClient({ fetch: server.fetch }), 'ds').load();
    expect(result.rows).toBeNull();
    expect(result.error).not.toBeNull();
  });
});
