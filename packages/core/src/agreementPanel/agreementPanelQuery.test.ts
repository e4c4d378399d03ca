import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch } from '../testing/createFakeFetch';
import { REVIEW_MESSAGE_KEYS } from '../review/reviewMessageKeys';
import { QueryObserver } from '../observer/QueryObserver';
import { agreementPanelQuery } from './agreementPanelQuery';

const path = '/api/v1/datasets/ds/agreement';

describe('agreementPanelQuery', () => {
  it('reads the agreement and turns it into rows', async () => {
    const server = createFakeFetch();
    server.on('GET', path, {
      body: {
        items: [
          {
            question: 'q',
            type: 'rating',
            metric: 'krippendorff_alpha',
            level: 'ordinal',
            value: 0.9,
            units: 3,
            annotators: 3,
          },
        ],
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

  it('reads again after a review decision made through the same client, and stops with its last subscriber', async () => {
    const server = createFakeFetch();
    let value = 0.5;
    server.on('GET', path, () => ({
      body: {
        items: [
          {
            question: 'q',
            type: 'rating',
            metric: 'krippendorff_alpha',
            level: 'ordinal',
            value,
            units: 3,
            annotators: 3,
          },
        ],
        annotators: [],
      },
    }));
    server.on('PUT', '/api/v1/records/r1/review', {
      body: {
        record_id: 'r1',
        status: 'accepted',
        values: {},
        reviewer_id: 'u',
        comment: null,
        updated_at: 'now',
      },
    });
    const client = createApiClient({ fetch: server.fetch });
    const observer = new QueryObserver(agreementPanelQuery(client, 'ds'));
    const seen: (number | null | undefined)[] = [];
    const stop = observer.subscribe(({ data }) =>
      seen.push(data?.rows?.questions[0]?.figures[0]?.result.value),
    );
    await vi.waitFor(() => expect(seen).toEqual([0.5]));
    value = 0.8;
    await client.updateRecordReview('r1', { status: 'accepted' });
    await vi.waitFor(() => expect(seen).toEqual([0.5, 0.8]));
    stop();
    await client.updateRecordReview('r1', { status: 'accepted' });
    expect(server.callsTo('GET', path)).toHaveLength(2);
  });
});
