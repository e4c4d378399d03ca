import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAnnotationStore, createMarginalia, type AfterPaint } from '@marginalia/core';
import { DATASET_ID } from '../testing/annotationFixtures';
import { USER, viewApi } from '../testing/annotationViewApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { AnnotationView } from './AnnotationView';

const VECTORS = `/v1/datasets/${DATASET_ID}/vectors-settings`;
const AGENTS = `/v1/datasets/${DATASET_ID}/records/search/suggestions/options`;

describe('AnnotationView: reads the first record does not need', () => {
  it('asks for the vector settings and suggestion agents only once the first record is painted', async () => {
    const api = viewApi();
    const sdk = createMarginalia({ fetch: api.fetch });
    await sdk.session.getState().signIn('annotator', '12345678');
    let paint = () => {};
    // Frames painted by hand: the store's deferred work runs when the test says the record is painted.
    const afterPaint: AfterPaint = (work) => {
      paint = work;
      return () => {};
    };
    const store = createAnnotationStore({
      client: sdk.client,
      datasetId: DATASET_ID,
      userId: USER.id,
      afterPaint,
    });
    renderWithMarginalia(<AnnotationView datasetId={DATASET_ID} store={store} />, { fetch: api.fetch, sdk });
    await act(() => store.getState().load());
    expect(await screen.findByText('Record number 1')).toBeTruthy();
    expect(api.callsTo('GET', VECTORS)).toHaveLength(0);
    expect(api.callsTo('GET', AGENTS)).toHaveLength(0);

    act(() => paint());
    await act(async () => {});
    expect(api.callsTo('GET', VECTORS)).toHaveLength(1);
    expect(api.callsTo('GET', AGENTS)).toHaveLength(1);
  });
});
