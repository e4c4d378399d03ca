import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { WireDataset, WireRecord } from '@marginalia/core';
import { OWNER, signInAs } from './session';
import { ServerApi } from './api';

/** The demo dataset the annotation flows use: 120 reviews with metadata, suggestions with agents and a vector. */
export const PRODUCT_REVIEWS = 'product-reviews';

/**
 * Flows that submit start from the newest records, so the head of the pending queue stays as other specs
 * (the first annotation path) expect it.
 */
export const NEWEST_FIRST = 'sort=record.inserted_at.desc';

/** The demo dataset named `name`, read as the owner. */
export async function demoDataset(request: APIRequestContext, name = PRODUCT_REVIEWS): Promise<WireDataset> {
  const dataset = (await new ServerApi(request).datasets()).items.find((candidate) => candidate.name === name);
  if (!dataset) throw new Error(`the demo data has no ${name} dataset`);
  return dataset;
}

/** Signs in (the owner unless told) and opens the dataset's annotation page, waiting for its first record. */
export async function openAnnotation(
  page: Page,
  request: APIRequestContext,
  dataset: WireDataset,
  { user = OWNER, query = '' }: { user?: { username: string; password: string }; query?: string } = {},
): Promise<void> {
  await signInAs(page, request, user);
  await page.goto(`/dataset/${dataset.id}/annotation-mode${query}`);
  await expect(page.getByRole('toolbar', { name: 'Dataset filters' })).toBeVisible();
}

/**
 * Switches the annotation page to bulk mode and waits for its list. The Focus/Bulk toggle sits in the record's
 * header, which is drawn again as the page finishes loading (a click can land on the one going away), so the click
 * is repeated until the list shows; choosing Bulk again does nothing.
 */
export async function switchToBulk(page: Page): Promise<void> {
  const bulk = page.getByRole('radio', { name: 'Bulk' });
  await expect(async () => {
    await bulk.click({ force: true, timeout: 5_000 });
    await expect(page.getByRole('list', { name: 'Records of this page' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The record shown in focus mode. */
export const focusRecord = (page: Page) => page.getByRole('article', { name: 'Record' }).first();

/** The review text of the record shown in focus mode. */
export async function shownReview(page: Page): Promise<string> {
  const region = focusRecord(page).getByRole('region', { name: 'Review' });
  // The region starts with the field's title.
  return (await region.innerText()).replace(/^\s*Review\s*\n/, '').trim();
}

/** A record as the owner reads it, with every response. */
export async function recordAsOwner(request: APIRequestContext, id: string): Promise<WireRecord> {
  return new ServerApi(request).record(id);
}

/** The id of the record whose review is `text`, among the dataset's first 200 records. */
export async function recordIdOfReview(request: APIRequestContext, datasetId: string, text: string): Promise<string> {
  const response = await request.get(`/api/v1/datasets/${datasetId}/records?limit=200`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  const { items } = (await response.json()) as { items: WireRecord[] };
  const record = items.find((item) => String(item.fields.review).trim() === text);
  if (!record) throw new Error(`no record with the review "${text.slice(0, 40)}…"`);
  return record.id;
}

/** The owner's response on a record, if any. */
export async function ownerResponse(request: APIRequestContext, recordId: string) {
  const me = (await (await request.get('/api/v1/me', { headers: { 'X-Argilla-Api-Key': 'owner.apikey' } })).json()) as { id: string };
  return (await recordAsOwner(request, recordId)).responses?.find((response) => response.user_id === me.id);
}

/**
 * The owner's response to a record once it has this status. Submit and discard in focus mode are optimistic
 * (issue 27): the next record shows before the server has stored the answer, so a flow waits for it.
 */
export async function storedResponse(request: APIRequestContext, recordId: string, status: string) {
  await expect.poll(async () => (await ownerResponse(request, recordId))?.status).toBe(status);
  return ownerResponse(request, recordId);
}

/**
 * Deletes the owner's responses on the dataset's records that `matches` accepts, so a flow that annotates them
 * can run again on the same server (Playwright retries a failed test once in CI).
 */
export async function deleteOwnerResponses(
  request: APIRequestContext,
  datasetId: string,
  matches: (record: WireRecord) => boolean,
): Promise<void> {
  const headers = { 'X-Argilla-Api-Key': 'owner.apikey' };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { id: string };
  const listed = await request.get(`/api/v1/datasets/${datasetId}/records?limit=1000&include=responses`, { headers });
  const { items } = (await listed.json()) as { items: WireRecord[] };
  for (const record of items.filter(matches)) {
    for (const response of record.responses ?? []) {
      if (response.user_id !== me.id) continue;
      const deleted = await request.delete(`/api/v1/responses/${response.id}`, { headers });
      if (!deleted.ok()) throw new Error(`DELETE response ${response.id}: ${deleted.status()}`);
    }
  }
}

/** Expands the progress and activity panels under the questions (they start collapsed to a one-line footer). */
export async function expandPanels(page: Page): Promise<void> {
  const expand = page.getByRole('button', { name: 'Expand Progress and activity' });
  await expect(expand.or(page.getByRole('button', { name: 'Collapse Progress and activity' }))).toBeVisible({ timeout: 30_000 });
  if (await expand.isVisible()) await expand.click();
}

/**
 * The annotation page's Filters panel, opened if it is not: it holds the review-status and comments filters beside
 * the metadata, response and suggestion filters.
 */
export async function filtersPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Filters' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}
