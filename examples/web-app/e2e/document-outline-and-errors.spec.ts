import { expect, test, type APIRequestContext } from '@playwright/test';
import { OWNER_API_KEY } from './testing/api';
import { seedDocumentDataset, uploadDocument as upload } from './testing/documents';
import { generatePaper } from './testing/generatePdf';
import { OWNER, signInAs } from './testing/session';
// The server's own generated papers (sections, tables, figures): their segments cost what a real paper's do.
import { longPaperSpec, paperPdf } from '../../../packages/server/src/testing/paper-pdf';

// Issue #17: the viewer's failure messages and the outline while the server still computes it, against the real
// server (no request is faked): a deleted document, a document in a workspace the reader is not a member of,
// and a paper whose segments job waits behind a long one.

const HEADERS = { 'X-Argilla-Api-Key': OWNER_API_KEY };

async function createWorkspace(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/v1/workspaces', { headers: HEADERS, data: { name } });
  if (!created.ok()) throw new Error(`workspace: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

const randomPmid = () => String(32_000_000 + Math.floor(Math.random() * 999_999));

test("a record naming a deleted document shows 'Error fetching document with ID {id}'", async ({ page, request }) => {
  const name = `papers-deleted-${Date.now()}`;
  const setupWorkspace = await createWorkspace(request, `${name}-setup`);
  const documentId = await upload(request, {
    workspaceId: setupWorkspace,
    pmid: randomPmid(),
    reference: `gone-${Date.now()}`,
    fileName: 'gone.pdf',
    pdf: generatePaper(2, 'A paper deleted before it was read'),
  });
  const deleted = await request.fetch(`/api/v1/documents/workspace/${setupWorkspace}`, {
    method: 'DELETE',
    headers: HEADERS,
    data: { id: documentId },
  });
  expect(await deleted.json()).toBe(1);
  const { datasetId } = await seedDocumentDataset(request, name, [
    { text: 'A record whose paper was deleted.', metadata: { doc_id: documentId } },
  ]);
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  const viewer = page.getByRole('region', { name: 'Document' });
  await expect(viewer.getByRole('alert')).toHaveText(`Error fetching document with ID ${documentId}`, { timeout: 30_000 });
  // The document is cleared: no PDF, no pages, and the record stays usable beside it.
  await expect(viewer.getByRole('group', { name: 'Pages' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Record' }).getByText('A record whose paper was deleted.')).toBeVisible();
});

test("a paper whose segments cannot be read shows 'Error fetching document segments' and clears it", async ({
  page,
  request,
}) => {
  // A record whose metadata names a reference far longer than any URL the server takes: the segments read is
  // refused by the real server (431), while the document itself, found by pmid, is there.
  const name = `papers-segments-fail-${Date.now()}`;
  const pmid = randomPmid();
  const reference = `ref-${'x'.repeat(20_000)}`;
  const { datasetId, workspaceId } = await seedDocumentDataset(request, name, [
    { text: 'A record naming an impossible reference.', metadata: { pmid, reference } },
  ]);
  await upload(request, {
    workspaceId,
    pmid,
    reference: `short-${pmid}`,
    fileName: 'unreadable-segments.pdf',
    pdf: generatePaper(2, 'A paper whose segments cannot be read'),
  });
  await signInAs(page, request, OWNER);
  const segmentsAnswer = page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/models/segments/'));
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  expect((await segmentsAnswer).ok()).toBe(false);
  const viewer = page.getByRole('region', { name: 'Document' });
  await expect(viewer.getByRole('alert')).toHaveText('Error fetching document segments', { timeout: 30_000 });
  // The document is cleared with its segments: no file name, no pages; the record stays.
  await expect(viewer.getByRole('heading', { name: 'unreadable-segments.pdf' })).toHaveCount(0);
  await expect(viewer.getByRole('group', { name: 'Pages' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Record' }).getByText('A record naming an impossible reference.')).toBeVisible();
});

test("the outline says 'Outline being prepared…' while the segments job runs, then fills in", async ({ page, request }) => {
  // Two 300-page papers' segments jobs run first; the small paper's job waits behind them (jobs run one at a
  // time), so the record opens while its outline is still being prepared.
  test.setTimeout(300_000);
  const name = `papers-preparing-${Date.now()}`;
  const pmid = randomPmid();
  // Made before any upload, so the long jobs are still running when the record opens; and before the first request,
  // so the API's connection does not sit idle past the server's keep-alive while they are made (a request written
  // as the server closed it failed with EPIPE).
  const long = await Promise.all(
    [1, 2].map(async (part) => {
      const spec = longPaperSpec(300);
      return Buffer.from(await paperPdf({ ...spec, title: `${spec.title}, part ${part}` }));
    }),
  );
  const fresh = generatePaper(6, 'A fresh paper');
  const { datasetId, workspaceId } = await seedDocumentDataset(request, name, [
    { text: 'A record whose paper was just uploaded.', metadata: { pmid, reference: `fresh-${pmid}` } },
  ]);
  await signInAs(page, request, OWNER);
  for (const [index, pdf] of long.entries()) {
    await upload(request, {
      workspaceId,
      pmid: randomPmid(),
      reference: `long-${index}-${pmid}`,
      fileName: `long-${index}.pdf`,
      pdf,
    });
  }
  await upload(request, { workspaceId, pmid, reference: `fresh-${pmid}`, fileName: 'fresh.pdf', pdf: fresh });
  await page.goto(`/dataset/${datasetId}/annotation-mode`);

  const viewer = page.getByRole('region', { name: 'Document' });
  const outline = viewer.getByRole('navigation', { name: 'Outline' });
  // The outline says it is being prepared instead of 'No sections found'; the PDF shows meanwhile.
  await expect(outline.getByRole('status')).toHaveText('Outline being prepared…', { timeout: 60_000 });
  await expect(outline).toHaveAttribute('aria-busy', 'true');
  await expect(outline.getByText('No sections found')).toHaveCount(0);
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });

  // When the job has stored the segments the outline fills in without a reload, and jumps to its pages.
  await expect(outline.getByRole('button', { name: /A fresh paper/ })).toBeVisible({ timeout: 240_000 });
  await expect(outline.getByRole('status')).toHaveCount(0);
  await expect(outline).toHaveAttribute('aria-busy', 'false');
  expect(await outline.getByRole('button').count()).toBeGreaterThan(1);
});

test('pdf.js loads only for a record with a document; 60 pages mount only those in view; the viewer folds on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `papers-light-${Date.now()}`;
  const pmid = randomPmid();
  const plain = await seedDocumentDataset(request, `${name}-plain`, [{ text: 'A record without a paper.', metadata: {} }]);
  const { datasetId, workspaceId } = await seedDocumentDataset(request, name, [
    { text: 'A record naming a long paper.', metadata: { pmid, reference: `light-${pmid}` } },
  ]);
  await upload(request, {
    workspaceId,
    pmid,
    reference: `light-${pmid}`,
    fileName: 'sixty-pages.pdf',
    pdf: generatePaper(60, 'A sixty-page paper'),
  });
  const pdfjsRequests: string[] = [];
  page.on('request', (req) => {
    if (/\/(pdf|pdf\.worker\.min|DocumentViewer)-[^/]*\.(m?js)$/.test(new URL(req.url()).pathname)) pdfjsRequests.push(req.url());
  });
  await signInAs(page, request, OWNER);

  // A dataset without documents never downloads the viewer, pdf.js or its worker.
  await page.goto(`/dataset/${plain.datasetId}/annotation-mode`);
  await expect(page.getByRole('article', { name: 'Record' }).getByText('A record without a paper.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Document' })).toHaveCount(0);
  expect(pdfjsRequests).toEqual([]);

  // A record naming a 60-page paper: pdf.js and its worker come, and only the pages in view are mounted.
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  const viewer = page.getByRole('region', { name: 'Document' });
  await expect(viewer.getByText('Page 1 of 60')).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });
  expect(pdfjsRequests.some((url) => /\/pdf\.worker\.min-/.test(url))).toBe(true);
  const mounted = await viewer.locator('[data-page]').count();
  expect(mounted).toBeGreaterThan(0);
  expect(mounted).toBeLessThanOrEqual(4);
  await viewer.getByRole('spinbutton', { name: 'Page number' }).fill('45');
  await viewer.getByRole('spinbutton', { name: 'Page number' }).press('Enter');
  await expect(viewer.getByRole('region', { name: 'Page 45' })).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });
  expect(await viewer.locator('[data-page]').count()).toBeLessThanOrEqual(4);
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveCount(0);

  // On a phone the viewer folds away and comes back.
  await page.setViewportSize({ width: 390, height: 844 });
  await viewer.getByRole('button', { name: 'Hide document' }).click();
  await expect(viewer.getByRole('group', { name: 'Pages' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Show document' }).click();
  await expect(viewer.getByRole('group', { name: 'Pages' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Hide document' })).toBeInViewport();
});
