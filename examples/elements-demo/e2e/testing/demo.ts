import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_URL } from '../../../../tooling/e2ePorts';

export { API_URL, DEMO_URL, UNLISTED_DEMO_URL } from '../../../../tooling/e2ePorts';

const OWNER = { 'X-Argilla-Api-Key': 'owner.apikey' };

/** A demo dataset's id by name (`product-reviews`, `news-qa-ranking`). */
export async function datasetId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get(`${API_URL}/api/v1/me/datasets`, { headers: OWNER });
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no demo dataset ${name}`);
  return found.id;
}

/** The first record of a demo dataset (for `mg-record-comments` and `mg-record-history`). */
export async function firstRecordId(request: APIRequestContext, dataset: string): Promise<string> {
  const response = await request.get(`${API_URL}/api/v1/datasets/${dataset}/records?limit=1`, {
    headers: OWNER,
  });
  const { items } = (await response.json()) as { items: { id: string }[] };
  if (!items[0]) throw new Error(`the demo dataset ${dataset} has no record`);
  return items[0].id;
}

/**
 * A new annotator in the demo workspace, so the embedding tests answer records nobody else's tests look at.
 * Resolves with the credentials and the user's API key.
 */
export async function newAnnotator(request: APIRequestContext, prefix: string) {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = 'embed-12345';
  const created = await request.post(`${API_URL}/api/v1/users`, {
    headers: OWNER,
    data: { username, password, first_name: 'Embed', role: 'annotator' },
  });
  expect(created.status()).toBe(201);
  const user = (await created.json()) as { id: string; api_key: string };
  const workspaces = await request.get(`${API_URL}/api/v1/me/workspaces`, { headers: OWNER });
  const demo = ((await workspaces.json()) as { items: { id: string; name: string }[] }).items.find(
    (w) => w.name === 'demo',
  );
  const joined = await request.post(`${API_URL}/api/v1/workspaces/${demo!.id}/users`, {
    headers: OWNER,
    data: { user_id: user.id },
  });
  expect(joined.ok()).toBe(true);
  return { username, password, id: user.id, apiKey: user.api_key };
}

/** The response a user gave on a record, as the server holds it. */
export async function responseOf(request: APIRequestContext, userId: string, recordId: string) {
  const response = await request.get(`${API_URL}/api/v1/records/${recordId}`, { headers: OWNER });
  const record = (await response.json()) as {
    responses?: { user_id: string; status: string; values: Record<string, { value: unknown }> | null }[];
  };
  return record.responses?.find((entry) => entry.user_id === userId) ?? null;
}

/** The events the demo page recorded (`window.marginaliaEvents`). */
export function pageEvents(
  page: Page,
): Promise<{ type: string; from?: string; detail: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { marginaliaEvents: never[] }).marginaliaEvents);
}

/**
 * For the first paint of an element: the bundle loads (before the page's load event), then the element's
 * data arrives. Seconds on a busy machine; later steps keep the default timeout.
 */
export const FIRST_PAINT = { timeout: 30_000 };

const demoDocuments = resolve(
  import.meta.dirname,
  '../../../../packages/server/demo-data/documents/documents.json',
);

/**
 * What each element needs to show its content on the demo data: the dataset for the dataset elements, a record of
 * it for the record's comments, the first demo paper's PMID for the document viewer, a label for the reference
 * table; the others need nothing.
 */
export function contentAttributes(dataset: string, record = ''): Record<string, Record<string, string>> {
  const { pmid } = (JSON.parse(readFileSync(demoDocuments, 'utf8')) as { pmid: string }[])[0]!;
  return {
    'mg-annotation-view': { 'dataset-id': dataset },
    'mg-progress': { 'dataset-id': dataset },
    'mg-dataset-settings': { 'dataset-id': dataset },
    'mg-export': { 'dataset-id': dataset },
    'mg-review': { 'dataset-id': dataset },
    'mg-agreement': { 'dataset-id': dataset },
    'mg-record-history': { 'record-id': record },
    'mg-record-comments': { 'dataset-id': dataset, 'record-id': record },
    'mg-document-viewer': { pmid },
    'mg-reference-table': { label: 'Outcomes' },
  };
}

/**
 * Places one element of each tag on the demo page's stage once the tags are defined, signed in as the owner (the
 * sign-in form needs nobody signed in) with `contentAttributes`; the annotation view gets `annotationViewHeight`.
 */
export async function placeElements(
  page: Page,
  tags: readonly string[],
  dataset: string,
  { annotationViewHeight, record }: { annotationViewHeight?: string; record?: string } = {},
) {
  await page.evaluate((tags) => Promise.all(tags.map((tag) => customElements.whenDefined(tag))), [...tags]);
  await page.evaluate(
    ({ tags, attributes, api, key, height }) => {
      const stage = document.getElementById('stage')!;
      for (const tag of tags) {
        const element = document.createElement(tag);
        element.setAttribute('base-url', `${api}/api`);
        if (tag !== 'mg-sign-in') element.setAttribute('api-key', key);
        for (const [name, value] of Object.entries(attributes[tag] ?? {})) element.setAttribute(name, value);
        if (tag === 'mg-annotation-view' && height) element.style.height = height;
        stage.appendChild(element);
      }
    },
    {
      tags: [...tags],
      attributes: contentAttributes(dataset, record),
      api: API_URL,
      key: OWNER['X-Argilla-Api-Key'],
      height: annotationViewHeight,
    },
  );
}
