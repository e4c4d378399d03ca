import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toAnnotationRecord, toField } from '@marginalia/core';
import { fields, wireRecord } from '../../testing/annotationFixtures';
import { USER, numberedRecords, renderInView, viewApi, wireVector } from '../layout/testing/annotationViewHarness';
import { RecordHeader } from '../layout/RecordHeader';
import { FindSimilarButton } from './FindSimilarButton';
import { SimilarityReference } from './SimilarityReference';

const RECORD_ID = numberedRecords(1)[0]!.id;

describe('FindSimilarButton', () => {
  it('starts a similarity search at once with one vector (most similar, 50 records, page 1)', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(<FindSimilarButton recordId={RECORD_ID} vectors={[wireVector('embedding')]} />, {
      api: viewApi(),
    });
    await user.click(screen.getByRole('button', { name: 'Find similar' }));
    expect(store.criteria.getState().committed.similaritySearch).toEqual({
      recordId: RECORD_ID,
      vectorName: 'embedding',
      limit: 50,
      order: 'most',
    });
    expect(store.criteria.getState().committed.page.client.page).toBe(1);
  });

  it('asks which vector with several, and shows nothing without vectors', async () => {
    const user = userEvent.setup();
    const { store, unmount } = await renderInView(
      <FindSimilarButton recordId={RECORD_ID} vectors={[wireVector('text', 'Text vector'), wireVector('image', 'Image vector')]} />,
      { api: viewApi() },
    );
    await user.click(screen.getByRole('button', { name: 'Find similar' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Find similar records by' })).getByRole('button', { name: 'Image vector' }));
    expect(store.criteria.getState().committed.similaritySearch?.vectorName).toBe('image');
    unmount();
    await renderInView(<FindSimilarButton recordId={RECORD_ID} vectors={[]} />, { api: viewApi() });
    expect(screen.queryByRole('button', { name: 'Find similar' })).toBeNull();
  });
});

describe('SimilarityReference', () => {
  const reference = toAnnotationRecord(wireRecord(RECORD_ID, 'The reference text'), { userId: USER.id });
  const similarity = { recordId: RECORD_ID, vectorName: 'embedding', limit: 50, order: 'most' as const };

  it('shows the reference collapsed, expands it, and changes order and limit (10, 50, 100, 200)', async () => {
    const user = userEvent.setup();
    const { store } = await renderInView(
      <SimilarityReference reference={reference} fields={fields.map(toField)} vectors={[wireVector('embedding', 'Review embedding')]} />,
      { api: viewApi(), criteria: { similaritySearch: similarity } },
    );
    const region = screen.getByRole('region', { name: 'Similarity search' });
    expect(within(region).getByText('by Review embedding')).toBeTruthy();
    expect(within(region).queryByRole('article')).toBeNull();
    const toggle = within(region).getByRole('button', { name: 'Show the reference record' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(within(region).getByRole('article', { name: 'Record' }).textContent).toContain('The reference text');
    await user.click(within(region).getByRole('button', { name: 'Hide the reference record' }));
    expect(within(region).queryByRole('article')).toBeNull();

    const limit = within(region).getByRole('combobox', { name: 'Number of records' });
    expect(within(limit).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['10', '50', '100', '200']);
    await user.selectOptions(limit, '200');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Order' }), 'least');
    expect(store.criteria.getState().committed.similaritySearch).toEqual({ ...similarity, limit: 200, order: 'least' });

    await user.click(within(region).getByRole('button', { name: 'Stop the similarity search' }));
    expect(store.criteria.getState().committed.similaritySearch).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Similarity search' })).toBeNull());
  });

  it('shows each record’s similarity score as a percentage in its header', async () => {
    const scored = toAnnotationRecord(wireRecord(RECORD_ID, 'Similar'), { userId: USER.id, queryScore: 0.8731 });
    await renderInView(<RecordHeader record={scored} vectors={[]} />, { api: viewApi() });
    expect(screen.getByText('87% similar')).toBeTruthy();
  });
});
