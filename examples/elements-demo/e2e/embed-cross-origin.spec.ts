import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL, FIRST_PAINT, UNLISTED_DEMO_URL, datasetId, newAnnotator } from './testing/demo';

// Scenario 6 of issue 13 and the credentials an embedder hands over. The server lists only DEMO_URL in
// MARGINALIA_CORS_ORIGINS (playwright.config.ts); UNLISTED_DEMO_URL is the same demo server under another name.

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Calls the API from the page with each method the elements use and a non-simple header (so preflighted). */
function callsFromPage(page: Page, apiKey: string) {
  return page.evaluate(
    async ({ api, apiKey, id }) => {
      const calls: [string, string][] = [
        ['GET', '/me'],
        ['POST', `/records/${id}/responses`],
        ['PUT', `/responses/${id}`],
        ['PATCH', `/records/${id}`],
        ['DELETE', `/responses/${id}`],
      ];
      const results: Record<string, number | string> = {};
      for (const [method, path] of calls) {
        try {
          const response = await fetch(`${api}/api/v1${path}`, {
            method,
            headers: { 'X-Argilla-Api-Key': apiKey, 'Content-Type': 'application/json' },
            body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ status: 'draft', values: {} }),
          });
          results[method] = response.status;
        } catch (error) {
          results[method] = String(error);
        }
      }
      return results;
    },
    { api: API_URL, apiKey, id: NO_SUCH_ID },
  );
}

test('the listed demo origin works cross-origin with every method; an unlisted origin is refused', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey, username, password } = await newAnnotator(request, 'cors');
  // The API's answers as the browser received them (headers a page script cannot read, such as Vary).
  const answers: { method: string; path: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(API_URL)) return;
    answers.push({ method: response.request().method(), path: new URL(response.url()).pathname, headers: response.headers() });
  });

  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}&key=${apiKey}`);
  await expect(page.locator('mg-annotation-view').getByRole('button', { name: 'Submit' })).toBeVisible(FIRST_PAINT);
  // Each call needs a preflight (a custom header, JSON, non-simple methods): the answers are readable.
  expect(await callsFromPage(page, apiKey)).toEqual({ GET: 200, POST: 404, PUT: 404, PATCH: 404, DELETE: 404 });
  // The element's own requests and the page's: the listed origin echoed, with Vary: Origin for shared caches.
  expect(answers.length).toBeGreaterThan(5);
  for (const answer of answers) {
    expect(answer.headers['access-control-allow-origin'], `${answer.method} ${answer.path}`).toBe(DEMO_URL);
    expect(answer.headers.vary, `${answer.method} ${answer.path}`).toMatch(/\bOrigin\b/i);
  }
  // A bearer token in Authorization (what `token` and `tokenProvider` send) is preflighted and allowed too.
  const token = await request.post(`${API_URL}/api/v1/token`, { form: { username, password } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const bearer = await page.evaluate(
    async ({ api, accessToken }) => (await fetch(`${api}/api/v1/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).status,
    { api: API_URL, accessToken },
  );
  expect(bearer).toBe(200);

  await page.goto(`${UNLISTED_DEMO_URL}/plain.html?dataset=${dataset}&key=${apiKey}`);
  const refused = await callsFromPage(page, apiKey);
  for (const outcome of Object.values(refused)) expect(outcome).toMatch(/TypeError: Failed to fetch/);
  // The element cannot reach the API: no record, the sign-in form with the network message instead.
  const unlisted = page.locator('mg-annotation-view');
  await expect(unlisted.getByLabel('Username')).toBeVisible(FIRST_PAINT);
  await expect(unlisted.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});

test('a bearer token property works, and a 401 fires mg-error and asks the token provider again once', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const user = await newAnnotator(request, 'token');
  const token = await request.post(`${API_URL}/api/v1/token`, { form: { username: user.username, password: user.password } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  await page.goto(`${DEMO_URL}/plain.html`);

  // A portal's provider: first an expired token, then a good one.
  await page.evaluate(
    ({ accessToken, dataset }) => {
      const calls: string[] = [];
      (window as unknown as { providerCalls: string[] }).providerCalls = calls;
      const view = document.querySelector('mg-annotation-view') as HTMLElement & { tokenProvider: unknown };
      view.tokenProvider = async () => {
        calls.push('asked');
        return calls.length === 1 ? 'expired.token.value' : accessToken;
      };
      view.setAttribute('dataset-id', dataset);
    },
    { accessToken, dataset },
  );
  const view = page.locator('mg-annotation-view');
  await expect(view.getByRole('button', { name: 'Submit' })).toBeVisible(FIRST_PAINT);
  expect(await page.evaluate(() => (window as unknown as { providerCalls: string[] }).providerCalls)).toEqual(['asked', 'asked']);
  const errors = await page.evaluate(() =>
    (window as unknown as { marginaliaEvents: { type: string; detail: unknown }[] }).marginaliaEvents.filter((event) => event.type === 'mg-error'),
  );
  expect(errors[0]?.detail).toEqual({ status: 401, key: 'http.401', message: 'Could not validate credentials', retrying: true });

  // A plain token property (no provider) signs in as well.
  await page.goto(`${DEMO_URL}/plain.html`);
  await page.evaluate(
    ({ accessToken, dataset }) => {
      const element = document.querySelector('mg-annotation-view') as HTMLElement & { token: string };
      element.token = accessToken;
      element.setAttribute('dataset-id', dataset);
    },
    { accessToken, dataset },
  );
  await expect(view.getByRole('button', { name: 'Submit' })).toBeVisible(FIRST_PAINT);
});

test('a token provider that only mints rejected tokens is asked again once, not in a loop', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  await page.goto(`${DEMO_URL}/plain.html`);
  await page.evaluate((dataset) => {
    const calls: string[] = [];
    (window as unknown as { providerCalls: string[] }).providerCalls = calls;
    const view = document.querySelector('mg-annotation-view') as HTMLElement & { tokenProvider: unknown };
    view.tokenProvider = async () => {
      calls.push('asked');
      return 'expired.token.value';
    };
    view.setAttribute('dataset-id', dataset);
  }, dataset);
  const view = page.locator('mg-annotation-view');
  // Nobody could be signed in: the element falls back to its sign-in form.
  await expect(view.getByLabel('Username')).toBeVisible(FIRST_PAINT);
  const retries = () =>
    page.evaluate(() =>
      (window as unknown as { marginaliaEvents: { type: string; detail: { retrying: boolean } }[] }).marginaliaEvents
        .filter((event) => event.type === 'mg-error')
        .map((event) => event.detail.retrying),
    );
  await expect.poll(retries).toEqual([true, false]);
  expect(await page.evaluate(() => (window as unknown as { providerCalls: string[] }).providerCalls)).toEqual(['asked', 'asked']);
  await expect(view.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
