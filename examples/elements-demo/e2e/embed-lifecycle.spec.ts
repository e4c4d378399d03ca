import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_URL, DEMO_URL, FIRST_PAINT, datasetId, newAnnotator, pageEvents, responseOf } from './testing/demo';

// Disposal: an element that leaves the page takes its store, listeners and timers with it; switching datasets
// or records on a live element shows the new one and only it.

type Snapshot = { listeners: number; intervals: number; timeouts: number };

const demoDocuments = resolve(import.meta.dirname, '../../../packages/server/demo-data/documents/documents.json');

/** Every element, with the part that shows once its content is drawn. */
const MAIN_PART = {
  'mg-sign-in': 'sign-in',
  'mg-dataset-list': 'dataset-list',
  'mg-annotation-view': 'questions',
  'mg-user-settings': 'settings',
  'mg-progress': 'progress',
  'mg-dataset-settings': 'settings',
  'mg-hub-import': 'hub-import',
  'mg-export': 'export',
  'mg-reference-table': 'table',
  'mg-document-viewer': 'document-viewer',
} as const;
const ELEMENTS = Object.keys(MAIN_PART) as (keyof typeof MAIN_PART)[];

/** What each element needs to show its content (the sign-in form needs nobody signed in). */
async function attributesOf(tag: keyof typeof MAIN_PART, request: APIRequestContext): Promise<Record<string, string>> {
  const api = { 'base-url': `${API_URL}/api` };
  if (tag === 'mg-sign-in') return api;
  const signed = { ...api, 'api-key': 'owner.apikey' };
  if (['mg-annotation-view', 'mg-progress', 'mg-dataset-settings', 'mg-export'].includes(tag))
    return { ...signed, 'dataset-id': await datasetId(request, 'product-reviews') };
  if (tag === 'mg-document-viewer') {
    const { pmid } = (JSON.parse(readFileSync(demoDocuments, 'utf8')) as { pmid: string }[])[0]!;
    return { ...signed, pmid };
  }
  if (tag === 'mg-reference-table') return { ...signed, label: 'Outcomes' };
  return signed;
}

for (const tag of ELEMENTS) {
  test(`connecting and disconnecting ${tag} 100 times leaves no listeners or timers`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const attributes = await attributesOf(tag, request);
    await page.goto(`${DEMO_URL}/lifecycle.html`);
    await page.evaluate((tag) => customElements.whenDefined(tag), tag);

    const cycle = (times: number) =>
      page.evaluate(
        async ({ times, tag, attributes, part }) => {
          const stage = document.getElementById('stage')!;
          for (let run = 0; run < times; run += 1) {
            const element = document.createElement(tag);
            Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
            const ready = new Promise((resolve) => element.addEventListener('mg-ready', resolve, { once: true }));
            stage.appendChild(element);
            await ready;
            // Its content drawn, with whatever listeners and timers that takes.
            await new Promise<void>((resolve) => {
              const check = () => (element.shadowRoot?.querySelector(`[part~="${part}"]`) ? resolve() : requestAnimationFrame(check));
              check();
            });
            element.remove();
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
        },
        { times, tag, attributes, part: MAIN_PART[tag] },
      );
    const settled = async (): Promise<Snapshot> => {
      await page.waitForTimeout(500);
      return page.evaluate(() => (window as unknown as { snapshot(): Snapshot }).snapshot());
    };

    await cycle(3); // warm-up: chunks loaded, sheets constructed, one-time listeners of libraries added
    const before = await settled();
    await cycle(100);
    const after = await settled();
    expect(after.intervals).toBe(before.intervals);
    expect(after.timeouts).toBeLessThanOrEqual(before.timeouts);
    // A leak grows with the runs (≥ 100 here); a handful is one-time work of the page.
    expect(after.listeners - before.listeners).toBeLessThan(5);
    expect(await page.locator(tag).count()).toBe(0);
  });
}

test('changing dataset-id on a live element switches to the other dataset cleanly', async ({ page, request }) => {
  const reviews = await datasetId(request, 'product-reviews');
  const news = await datasetId(request, 'news-qa-ranking');
  const { apiKey } = await newAnnotator(request, 'switch');
  // The reads that follow the first record (the caller's counts, then what they start: the review and comment
  // counts, the team's progress when its panel is open) finish before the switch: they belong to the first
  // dataset's load. Settled by name, not by the network's idle time: on a busy machine the render between the
  // counts and the reads they start can outlast it.
  const firstDataset = { inFlight: 0, started: 0 };
  const ofFirstDataset = (sent: { url(): string }) => sent.url().includes(`/datasets/${reviews}`);
  page.on('request', (sent) => {
    if (!ofFirstDataset(sent)) return;
    firstDataset.inFlight += 1;
    firstDataset.started += 1;
  });
  const settled = (sent: { url(): string }) => {
    if (ofFirstDataset(sent)) firstDataset.inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  const counts = page.waitForResponse((response) => response.url().split('?')[0]!.endsWith(`/datasets/${reviews}/metrics`));
  await page.goto(`${DEMO_URL}/plain.html?dataset=${reviews}&key=${apiKey}`);
  const view = page.locator('mg-annotation-view');
  await expect(view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' })).toBeVisible(FIRST_PAINT);
  await counts;
  await expect
    .poll(async () => {
      const before = firstDataset.started;
      await page.waitForTimeout(1_000);
      return firstDataset.inFlight === 0 && firstDataset.started === before;
    }, { timeout: 30_000, message: 'the first dataset\'s reads settle' })
    .toBe(true);
  // Every API request the page sends from the switch on: none may be for the old dataset (a stale request).
  const sentAfterSwitch: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(API_URL) && sent.method() !== 'OPTIONS') sentAfterSwitch.push(`${sent.method()} ${sent.url()}`);
  });

  await view.evaluate((element, id) => element.setAttribute('dataset-id', id), news);
  await expect(view.getByRole('list', { name: /Rank the answers/ }).or(view.getByText('Rank the answers from best to worst'))).toBeVisible();
  await expect(view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' })).toHaveCount(0);
  const record = await view.evaluate((element) => (element as unknown as { record: { datasetId?: string; id: string } | null }).record);
  expect(record?.id).toBeTruthy();
  // The page reads and writes the form's answers through properties.
  await view.evaluate((element) => ((element as unknown as { answers: object }).answers = { notes: 'from the page' }));
  await expect(view.getByRole('textbox', { name: 'Notes' })).toContainText('from the page');
  expect(await view.evaluate((element) => (element as unknown as { answers: { notes?: string } }).answers.notes)).toBe('from the page');
  expect(sentAfterSwitch.some((sent) => sent.includes(news))).toBe(true);
  expect(sentAfterSwitch.filter((sent) => sent.includes(reviews))).toEqual([]);
});

test('record-id shows that record whatever its status, and changing it on a live element switches cleanly', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const user = await newAnnotator(request, 'record');
  // Two records well past the first pending ones; the first is already submitted by this user.
  const [first, second] = (await recordsAt(request, dataset, 60, 2)) as [Listed, Listed];
  const answered = await request.post(`${API_URL}/api/v1/records/${first.id}/responses`, {
    headers: { 'X-Argilla-Api-Key': user.apiKey },
    data: { status: 'submitted', values: { sentiment: { value: 'positive' } } },
  });
  expect(answered.status()).toBe(201);

  // Every record search the page sends, with the record id it asks for (null: not scoped to one record).
  const searches: (string | null)[] = [];
  page.on('request', (sent) => {
    if (!sent.url().includes('/records/search') || sent.method() !== 'POST') return;
    const body = sent.postDataJSON() as { filters?: { and: { scope: { entity: string; property?: string }; values?: string[] }[] } };
    const byId = body.filters?.and.find((filter) => filter.scope.entity === 'record' && filter.scope.property === 'id');
    searches.push(byId?.values?.[0] ?? null);
  });

  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}&key=${user.apiKey}&record=${first.id}`);
  const view = page.locator('mg-annotation-view');
  const sentiment = view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  // The submitted record shows although the status filter is "Pending", with its answer.
  await expect(view.getByText(first.fields.review, { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(sentiment.getByRole('radio', { name: 'Positive' })).toBeChecked();
  expect(await shownRecordId(view)).toBe(first.id);
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((id) => id === first.id)).toBe(true);

  // The page switches the record: the other record only, and no search for the old one afterwards.
  const sentBefore = searches.length;
  await view.evaluate((element, id) => ((element as unknown as { recordId: string }).recordId = id), second.id);
  await expect(view).toHaveAttribute('record-id', second.id);
  await expect(view.getByText(second.fields.review, { exact: true })).toBeVisible();
  await expect(view.getByText(first.fields.review, { exact: true })).toHaveCount(0);
  expect(await shownRecordId(view)).toBe(second.id);
  expect(searches.slice(sentBefore).every((id) => id === second.id)).toBe(true);

  // Answering it keeps it shown (a record opened by id does not move on) and reports it.
  await sentiment.getByRole('radio', { name: 'Negative' }).check();
  await view.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-submitted').map((event) => event.detail.recordId))
    .toEqual([second.id]);
  await expect.poll(async () => (await responseOf(request, user.id, second.id))?.status).toBe('submitted');
  await expect(view.getByText(second.fields.review, { exact: true })).toBeVisible();
  expect(await shownRecordId(view)).toBe(second.id);

  // Without record-id the element annotates the pending queue again: neither record (both answered) is in it.
  const sentScoped = searches.length;
  await view.evaluate((element) => element.removeAttribute('record-id'));
  await expect.poll(() => searches.slice(sentScoped).includes(null)).toBe(true);
  await expect.poll(() => shownRecordId(view)).not.toBe(second.id);
  expect([first.id, second.id]).not.toContain(await shownRecordId(view));
  expect(searches.slice(sentScoped).every((id) => id === null)).toBe(true);
});

test('an unknown record-id or dataset-id shows what was not found and fires mg-error; a known record switches back', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const news = await datasetId(request, 'news-qa-ranking');
  const user = await newAnnotator(request, 'missing');
  const [known] = (await recordsAt(request, dataset, 61, 1)) as [Listed];
  const [elsewhere] = (await recordsAt(request, news, 0, 1)) as [Listed];
  const unknown = '00000000-0000-4000-8000-00000000dead';

  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}&key=${user.apiKey}&record=${unknown}`);
  const view = page.locator('mg-annotation-view');
  await expect(view.getByText(`Record ${unknown} was not found in this dataset`)).toBeVisible(FIRST_PAINT);
  // Not the queue's empty message, and no form.
  await expect(view.getByText(/no pending records/i)).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-error')).toHaveLength(1);
  expect((await pageEvents(page)).find((event) => event.type === 'mg-error')?.detail).toEqual({
    status: 404,
    key: 'recordNotFound',
    message: `Record ${unknown} was not found in this dataset`,
    retrying: false,
    datasetId: dataset,
    recordId: unknown,
  });

  // A record of another dataset is not a record of this one; a malformed id is not found either.
  for (const id of [elsewhere.id, 'not-a-record-id']) {
    await view.evaluate((element, next) => element.setAttribute('record-id', next), id);
    await expect(view.getByText(`Record ${id} was not found in this dataset`)).toBeVisible();
    await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-error').map((event) => event.detail.recordId)).toContain(id);
  }

  // A record of the dataset shows as usual.
  await view.evaluate((element, next) => element.setAttribute('record-id', next), known.id);
  await expect(view.getByText(known.fields.review, { exact: true })).toBeVisible();
  await expect(view.getByText(/was not found in this dataset/)).toHaveCount(0);
  expect(await shownRecordId(view)).toBe(known.id);
  expect((await pageEvents(page)).filter((event) => event.type === 'mg-error')).toHaveLength(3);

  // An unknown dataset: the spec's message, and the page hears it too.
  const noDataset = '00000000-0000-4000-8000-0000000dead0';
  await view.evaluate((element, next) => {
    element.removeAttribute('record-id');
    element.setAttribute('dataset-id', next);
  }, noDataset);
  await expect(view.getByText(`Can't get dataset info for dataset_id: ${noDataset}`)).toBeVisible();
  await expect.poll(async () => (await pageEvents(page)).filter((event) => event.type === 'mg-error')).toHaveLength(4);
  expect((await pageEvents(page)).filter((event) => event.type === 'mg-error').at(-1)?.detail).toEqual({
    status: 404,
    key: 'errors.datasetInfo',
    message: `Can't get dataset info for dataset_id: ${noDataset}`,
    retrying: false,
    datasetId: noDataset,
  });
});

type Listed = { id: string; fields: { review: string } };

/** `count` records of a dataset from `offset`, in the dataset's order (as its owner lists them). */
async function recordsAt(request: APIRequestContext, dataset: string, offset: number, count: number) {
  const response = await request.get(`${API_URL}/api/v1/datasets/${dataset}/records?offset=${offset}&limit=${count}`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listed[] };
  expect(items).toHaveLength(count);
  return items;
}

function shownRecordId(view: Locator): Promise<string | null> {
  return view.evaluate((element) => (element as unknown as { record: { id: string } | null }).record?.id ?? null);
}
