import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_URL, UNLISTED_DEMO_URL, datasetId, newAnnotator } from './support/demo';

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
  const { apiKey } = await newAnnotator(request, 'cors');

  await page.goto(`${DEMO_URL}/plain.html?dataset=${dataset}&key=${apiKey}`);
  await expect(page.locator('mg-annotation-view').getByRole('button', { name: 'Submit' })).toBeVisible();
  // Each call needs a preflight (a custom header, JSON, non-simple methods): the answers are readable.
  expect(await callsFromPage(page, apiKey)).toEqual({ GET: 200, POST: 404, PUT: 404, PATCH: 404, DELETE: 404 });

  await page.goto(`${UNLISTED_DEMO_URL}/plain.html?dataset=${dataset}&key=${apiKey}`);
  const refused = await callsFromPage(page, apiKey);
  for (const outcome of Object.values(refused)) expect(outcome).toMatch(/TypeError: Failed to fetch/);
  // The element cannot reach the API: no record, the sign-in form with the network message instead.
  const unlisted = page.locator('mg-annotation-view');
  await expect(unlisted.getByLabel('Username')).toBeVisible();
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
  await expect(view.getByRole('button', { name: 'Submit' })).toBeVisible();
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
  await expect(view.getByRole('button', { name: 'Submit' })).toBeVisible();
});
