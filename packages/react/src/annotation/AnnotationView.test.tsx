import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMarginalia, type ResponseUpsert, type WireRecord } from '@marginalia/core';
import { createFakeApi, created, ok, type FakeCall } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireDataset, wireUser, wireWorkspace } from '../testing/wireFixtures';
import {
  DATASET_ID,
  WORKSPACE_ID,
  fields,
  questions,
  wireMetrics,
  wireRecord,
  wireResponse,
} from '../testing/annotationFixtures';
import { AnnotationView } from './AnnotationView';

const USER = wireUser();
const FIRST = wireRecord('9cf21756-00a0-479d-aa46-f2ef9dcf89f1', 'First record text\nwith a second line');
const SECOND = wireRecord('9cf21756-00a0-479d-aa46-f2ef9dcf89f2', 'Second record text');

/**
 * A fake server whose pending queue is `queue`: a record leaves it once the caller responds, as on the real server.
 */
function annotationApi(queue: WireRecord[], { datasetTotal = queue.length } = {}) {
  // Record id → the status of the caller's response; an autosaved draft counts as a response too.
  const answered = new Map<string, ResponseUpsert['status']>();
  const pending = () => queue.filter((record) => !answered.has(record.id));
  const submitted = () => [...answered.values()].filter((status) => status === 'submitted').length;
  const save = (recordId: string, call: FakeCall) => {
    const body = call.body as ResponseUpsert;
    answered.set(recordId, body.status);
    return wireResponse(recordId, USER.id, { status: body.status, values: body.values ?? null });
  };
  const respond = (call: FakeCall) => created(save(call.path.split('/')[3]!, call));
  // Response ids are `resp-<record id>` (see wireResponse).
  const update = (call: FakeCall) => ok(save(call.path.split('/')[3]!.replace(/^resp-/, ''), call));
  const searchPage = (call: FakeCall) => {
    const offset = Number(call.query.get('offset') ?? 0);
    const items = pending()
      .slice(offset, offset + 1)
      .map((record) => ({ record, query_score: null }));
    return { items, total: pending().length };
  };
  return createFakeApi({
    'POST /v1/token': created({ access_token: 'jwt', token_type: 'bearer' }),
    'GET /v1/me': ok(USER),
    [`GET /v1/datasets/${DATASET_ID}`]: ok(
      wireDataset({ id: DATASET_ID, name: 'Movie reviews', workspace_id: WORKSPACE_ID }),
    ),
    [`GET /v1/workspaces/${WORKSPACE_ID}`]: ok(wireWorkspace(WORKSPACE_ID, 'argilla')),
    [`GET /v1/datasets/${DATASET_ID}/fields`]: ok({ items: fields }),
    [`GET /v1/datasets/${DATASET_ID}/questions`]: ok({ items: questions }),
    [`GET /v1/datasets/${DATASET_ID}/progress`]: ok({
      total: datasetTotal,
      completed: 0,
      pending: datasetTotal,
      users: [],
    }),
    [`GET /v1/me/datasets/${DATASET_ID}/metrics`]: () => ok(wireMetrics(datasetTotal, submitted())),
    [`POST /v1/me/datasets/${DATASET_ID}/records/search`]: (call) => ok(searchPage(call)),
    // The uncounted page the view reads first (the total is asked for after the record paints), and that total.
    [`POST /v1/me/datasets/${DATASET_ID}/records/search/page`]: (call) => {
      const page = searchPage(call);
      const followed = Number(call.query.get('offset') ?? 0) + page.items.length < page.total;
      return ok({ items: page.items, total: followed ? null : page.total });
    },
    [`POST /v1/me/datasets/${DATASET_ID}/records/search/total`]: () => ok({ total: pending().length }),
    'POST /v1/records/:id/responses': respond,
    'PUT /v1/responses/:id': update,
  });
}

async function renderSignedIn(api: ReturnType<typeof annotationApi>) {
  const sdk = createMarginalia({ fetch: api.fetch });
  await sdk.session.getState().signIn('annotator', '12345678');
  return renderWithMarginalia(<AnnotationView datasetId={DATASET_ID} />, { fetch: api.fetch, sdk });
}

describe('AnnotationView', () => {
  it('renders the first pending record with its fields, status and every question', async () => {
    const api = annotationApi([FIRST, SECOND]);
    await renderSignedIn(api);

    const record = await screen.findByRole('article', { name: 'Record' });
    const text = within(record).getByRole('region', { name: 'Text' });
    expect(text.textContent).toContain('First record text\nwith a second line');
    expect(within(record).getByText('Pending')).toBeTruthy();

    const sentiment = screen.getByRole('radiogroup', { name: 'Sentiment' });
    expect(
      within(sentiment)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['positive', 'negative', 'neutral']);
    expect(sentiment.getAttribute('aria-required')).toBe('true');
    const topics = screen.getByRole('group', { name: 'Topics' });
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(2);
    const rating = screen.getByRole('radiogroup', { name: 'Review Rating' });
    const ratingValues = within(rating)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(ratingValues).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeTruthy();

    // The total is counted after the record shows.
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Records' }).textContent).toContain('1 of 2'));
    expect(api.callsTo('POST', `/v1/me/datasets/${DATASET_ID}/records/search/total`)).toHaveLength(1);
    // My progress is a one-line footer until the panels are expanded; then every count shows.
    await waitFor(() => expect(screen.getByText('0 / 2 · 0.00%')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'My progress' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand Progress and activity' }));
    // The expanded panels load on demand: on a busy CI machine that took more than the default second.
    const progress = await screen.findByRole('region', { name: 'My progress' }, { timeout: 5000 });
    await waitFor(() => expect(within(progress).getByText('0 of 2 records answered')).toBeTruthy());

    const search = api.callsTo('POST', `/v1/me/datasets/${DATASET_ID}/records/search/page`)[0]!;
    // The core's record queue loads a page of 10 ahead (with the caller's response suggestions).
    expect(search.query.getAll('include').join(',')).toBe('responses,suggestions,response_suggestions');
    expect(search.query.get('offset')).toBe('0');
    expect(search.query.get('limit')).toBe('10');
    // Two renders of the whole view and the panels' first load on demand: longer than a unit's default on a busy runner.
  }, 60_000);

  it('enables Submit only once the required question is answered, then submits and shows the next record', async () => {
    const user = userEvent.setup();
    const api = annotationApi([FIRST, SECOND]);
    await renderSignedIn(api);
    await screen.findByRole('article', { name: 'Record' });

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.parentElement?.getAttribute('title')).toBe('To submit complete required responses');

    await user.click(screen.getByRole('checkbox', { name: 'Politics' }));
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Positive' }));
    expect(submit).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('radio', { name: '4' }));

    await user.click(submit);

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Text' }).textContent).toContain('Second record text'),
    );
    // The last write for the record (a create, or an update when an autosave made a draft first) submits it.
    const writes = [
      ...api.callsTo('POST', `/v1/records/${FIRST.id}/responses`),
      ...api.callsTo('PUT', `/v1/responses/resp-${FIRST.id}`),
    ];
    expect(writes.at(-1)?.body).toEqual({
      status: 'submitted',
      values: {
        sentiment: { value: 'positive' },
        topics: { value: ['politics'] },
        'review-rating': { value: 4 },
        duration: { value: expect.any(Number) },
      },
    });
    expect(screen.getByRole('radio', { name: 'Positive' })).toHaveProperty('checked', false);
    await waitFor(() => expect(screen.getByText('1 / 2 · 50.00%')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Expand Progress and activity' }));
    expect(await screen.findByText('1 of 2 records answered')).toBeTruthy();
    expect(screen.getByTestId('metrics-submitted').textContent).toBe('1');
    expect(screen.getByTestId('metrics-pending').textContent).toBe('1');
  }, 60_000);

  it('clears a single label when its selected option is clicked again', async () => {
    const user = userEvent.setup();
    await renderSignedIn(annotationApi([FIRST]));
    const positive = await screen.findByRole('radio', { name: 'Positive' });
    await user.click(positive);
    expect(positive).toHaveProperty('checked', true);
    await user.click(positive);
    expect(positive).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('prefills a pending record from its suggestions and marks the suggested option with score and agent', async () => {
    const suggested = wireRecord(FIRST.id, 'Suggested record', {
      suggestions: [
        {
          id: '61373cf9-1d26-427b-885e-380ba90a2491',
          question_id: questions[0]!.id,
          type: 'model',
          value: 'negative',
          score: 0.87,
          agent: 'gpt-4',
        },
      ],
    });
    await renderSignedIn(annotationApi([suggested]));
    const negative = await screen.findByRole('radio', { name: 'Negative' });
    expect(negative).toHaveProperty('checked', true);
    const markerId = negative.getAttribute('aria-describedby');
    expect(markerId).toBeTruthy();
    expect(document.getElementById(markerId!)?.textContent).toBe('✦ Suggested (score 0.9 · by gpt-4)');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
    // The whole view in jsdom: 2.6 s alone, over 5 s beside the rest of the suite (as its neighbours).
  }, 60_000);

  it('discards with Ctrl+Backspace and submits with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const api = annotationApi([FIRST, SECOND]);
    await renderSignedIn(api);
    await screen.findByRole('article', { name: 'Record' });

    await user.keyboard('{Control>}{Backspace}{/Control}');
    await waitFor(() => expect(api.callsTo('POST', `/v1/records/${FIRST.id}/responses`)).toHaveLength(1));
    expect(api.callsTo('POST', `/v1/records/${FIRST.id}/responses`)[0]?.body).toEqual({
      status: 'discarded',
      values: {},
    });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Text' }).textContent).toContain('Second record text'),
    );

    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    // The last write for the record (a create, or an update when a busy runner let the autosave make a draft
    // first) submits it.
    const writes = () => [
      ...api.callsTo('POST', `/v1/records/${SECOND.id}/responses`),
      ...api.callsTo('PUT', `/v1/responses/resp-${SECOND.id}`),
    ];
    await waitFor(() => expect(writes().at(-1)?.body).toMatchObject({ status: 'submitted' }));
    expect(writes().at(-1)?.body).toMatchObject({
      status: 'submitted',
      values: { sentiment: { value: 'neutral' } },
    });
  });

  it('moves focus to the next question after a label is clicked', async () => {
    const user = userEvent.setup();
    await renderSignedIn(annotationApi([FIRST]));
    await user.click(await screen.findByRole('radio', { name: 'Neutral' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Sports' }));
  });

  it('pages with Next and Previous', async () => {
    const user = userEvent.setup();
    const api = annotationApi([FIRST, SECOND]);
    await renderSignedIn(api);
    await screen.findByRole('article', { name: 'Record' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Text' }).textContent).toContain('Second record text'),
    );
    expect(screen.getByRole('navigation', { name: 'Records' }).textContent).toContain('2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(
      api.callsTo('POST', `/v1/me/datasets/${DATASET_ID}/records/search/page`).at(-1)?.query.get('offset'),
    ).toBe('1');
  });

  it('keeps the loading bar in its place, so loading records never moves the view under the pointer', async () => {
    const user = userEvent.setup();
    const api = annotationApi([FIRST, SECOND]);
    // After the first page, searches wait until released: a new search stays loading as long as the test needs.
    let searches = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetch: typeof api.fetch = async (input, init) => {
      if (String(input).includes('/records/search') && ++searches > 1) await held;
      return api.fetch(input, init);
    };
    const sdk = createMarginalia({ fetch });
    await sdk.session.getState().signIn('annotator', '12345678');
    const { container } = renderWithMarginalia(<AnnotationView datasetId={DATASET_ID} />, { fetch, sdk });
    await screen.findByRole('article', { name: 'Record' });
    const view = container.querySelector('.mg-annotation')!;
    const idle = [...view.children];
    expect(screen.queryByRole('progressbar', { name: 'Loading records…' })).toBeNull();

    // Another status: a new search, which the view shows as loading.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'valid');
    await screen.findByRole('progressbar', { name: 'Loading records…' });
    expect([...view.children]).toEqual(idle);
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading records…' })).toBeNull());
    expect([...view.children]).toEqual(idle);
  }, 60_000);

  it('shows the empty-dataset message of the core when there is no record', async () => {
    const { i18n } = await renderSignedIn(annotationApi([], { datasetTotal: 0 }));
    const expected = i18n.t('datasetEmptyForAnnotator', { ns: 'core' });
    expect(expected).not.toBe('datasetEmptyForAnnotator');
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows a loading state first', async () => {
    await renderSignedIn(annotationApi([FIRST]));
    expect(screen.getByRole('status').textContent).toBe('Loading records…');
    await screen.findByRole('article', { name: 'Record' });
  });

  it('saves a draft with Ctrl+S and says it was saved', async () => {
    const user = userEvent.setup();
    const api = annotationApi([FIRST]);
    await renderSignedIn(api);
    await user.click(await screen.findByRole('radio', { name: 'Positive' }));
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    });
    await waitFor(() => expect(api.callsTo('POST', `/v1/records/${FIRST.id}/responses`)).toHaveLength(1));
    expect(api.callsTo('POST', `/v1/records/${FIRST.id}/responses`)[0]?.body).toMatchObject({
      status: 'draft',
    });
    expect(await screen.findByText(/^Saved /)).toBeTruthy();
  });
});
