import { expect, test } from '@playwright/test';
import { signInAs, OWNER } from './testing/session';
import { generatePaper, generatePdf } from './testing/generatePdf';
import { demoDataset } from './testing/annotationPage';
import { seedDocumentDataset, uploadDocumentWithSegments } from './testing/documents';
import { seriousViolations } from './testing/axe';

test('a reviewer reads the paper beside its record: hash, outline, pages and search', async ({ page, request }) => {
  // Two axe runs over a page with a drawn PDF text layer, on a shared machine.
  test.setTimeout(180_000);
  const name = `papers-${Date.now()}`;
  const pmid = String(31_000_000 + Math.floor(Math.random() * 999_999));
  const { datasetId, workspaceId, workspaceName } = await seedDocumentDataset(request, name, [
    { text: 'A randomised trial of drug X against placebo.', metadata: { pmid, reference: `smith-${pmid}` } },
  ]);
  // Uploaded to the real server, whose segments job computes the outline from the PDF's headings.
  await uploadDocumentWithSegments(request, {
    workspaceId,
    workspaceName,
    pmid,
    reference: `smith-${pmid}`,
    fileName: 'smith2020-drug-x.pdf',
    pdf: generatePaper(12),
  });
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${datasetId}/annotation-mode#page_number.4`);

  const viewer = page.getByRole('region', { name: 'Document' });
  // pdf.js and its worker load with the first document: a slow machine takes a while.
  await expect(viewer.getByRole('heading', { name: 'smith2020-drug-x.pdf' })).toBeVisible({ timeout: 30_000 });
  // The page comes from the URL hash.
  await expect(viewer.getByText('Page 4 of 12')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('region', { name: 'Page 4' })).toHaveAttribute('data-painted', 'true', { timeout: 30_000 });
  await expect(viewer.getByRole('button', { name: /Reset zoom to 150 %/ })).toHaveText('150 %');

  // The outline jumps to a section's page, and the page goes back into the hash.
  const outline = viewer.getByRole('navigation', { name: 'Outline' });
  await outline.getByRole('button', { name: /Methods 2/ }).click();
  await expect(viewer.getByText('Page 2 of 12')).toBeVisible();
  await expect(page).toHaveURL(/#page_number\.2$/);
  await expect(viewer.getByRole('region', { name: 'Page 2' })).toHaveAttribute('data-painted', 'true');

  // Page buttons and a hash typed by hand.
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/#page_number\.3$/);
  await page.evaluate(() => (window.location.hash = 'page_number.9'));
  await expect(viewer.getByText('Page 9 of 12')).toBeVisible();

  // Search: the next page with the word, and the word marked in its text layer.
  await viewer.getByRole('searchbox', { name: 'Search in the document' }).fill('abstract');
  await viewer.getByRole('button', { name: 'Next match' }).click();
  await expect(viewer.getByText('Page 1 of 12')).toBeVisible();
  await expect(viewer.getByRole('region', { name: 'Page 1' }).locator('mark').first()).toHaveText('Abstract');

  // Zoom keeps the page.
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: /Reset zoom to 150 %/ })).toHaveText('175 %');
  // A page wider than the viewer starts at its left edge, so all of it can be scrolled to (centred, its left part
  // was out of reach).
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true');
  const edges = await viewer.getByRole('group', { name: 'Pages' }).evaluate((list) => {
    list.scrollLeft = 0;
    const shown = list.querySelector('[data-painted="true"]')!.getBoundingClientRect();
    return { list: list.getBoundingClientRect().left, page: shown.left, wider: list.scrollWidth > list.clientWidth };
  });
  expect(edges.wider).toBe(true);
  expect(edges.page).toBeGreaterThanOrEqual(edges.list);

  expect(await seriousViolations(page)).toEqual([]);

  // The viewer folds away and comes back.
  await viewer.getByRole('button', { name: 'Hide document' }).click();
  await expect(viewer.getByRole('toolbar')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Show document' }).click();
  await expect(viewer.getByRole('toolbar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The split beside the record resizes from the keyboard and is remembered after a reload.
  const split = page.getByRole('separator', { name: 'Resize the record and the document' });
  await expect(split).toHaveAttribute('aria-valuenow', '50');
  await split.focus();
  await split.press('Home');
  const narrowest = await split.getAttribute('aria-valuenow');
  expect(Number(narrowest)).toBeLessThan(50);
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize the record and the document' })).toHaveAttribute(
    'aria-valuenow',
    narrowest!,
    { timeout: 30_000 },
  );
});

test("a record whose document cannot be found shows 'Error fetching document with pmid'", async ({ page, request }) => {
  const name = `papers-missing-${Date.now()}`;
  const { datasetId } = await seedDocumentDataset(request, name, [
    { text: 'A paper nobody uploaded.', metadata: { pmid: '99999999' } },
  ]);
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  await expect(page.getByRole('region', { name: 'Document' }).getByRole('alert')).toHaveText(
    'Error fetching document with pmid "99999999"',
    { timeout: 30_000 },
  );
});

test('the outline goes to a section lower on its page, not only to the page (a demo paper)', async ({ page, request }) => {
  const dataset = await demoDataset(request, 'paper-extraction');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  const viewer = page.getByRole('region', { name: 'Document' });
  const first = viewer.getByRole('region', { name: 'Page 1' });
  await expect(first).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });
  // The demo papers hold most sections on page 1: going to the page alone would not move the view.
  const results = first.locator('.textLayer span').filter({ hasText: /^\s*3\.\s*Results\s*$/ });
  await expect(results).toHaveCount(1, { timeout: 30_000 });
  await expect(results).not.toBeInViewport();
  const outline = viewer.getByRole('navigation', { name: 'Outline' });
  await outline.getByRole('button', { name: /^3\. Results/ }).click();
  await expect(results).toBeInViewport();
  await expect(viewer.getByText('Page 1 of 2')).toBeVisible();
  // A caption further down the same page, then back up to the abstract.
  const caption = first.locator('.textLayer span').filter({ hasText: /^\s*Table 2\./ });
  await outline.getByRole('button', { name: /^Table 2\./ }).click();
  await expect(caption.first()).toBeInViewport();
  await outline.getByRole('button', { name: /^Abstract/ }).click();
  await expect(first.locator('.textLayer span').filter({ hasText: /^\s*Abstract\s*$/ })).toBeInViewport();
  await expect(results).not.toBeInViewport();
});

test('a heading at the foot of a page is gone to on that page: the page shown and the hash stay', async ({ page, request }) => {
  const name = `papers-foot-${Date.now()}`;
  const pmid = String(33_000_000 + Math.floor(Math.random() * 999_999));
  const { datasetId, workspaceId, workspaceName } = await seedDocumentDataset(request, name, [
    { text: 'A paper whose last section starts at the foot of page 2.', metadata: { pmid, reference: `foot-${pmid}` } },
  ]);
  const body = (page: number) =>
    Array.from({ length: 38 }, (_, i) => ({ text: `Line ${i + 1} of page ${page}: doses were given twice daily.` }));
  await uploadDocumentWithSegments(request, {
    workspaceId,
    workspaceName,
    pmid,
    reference: `foot-${pmid}`,
    fileName: 'foot.pdf',
    pdf: generatePdf([
      [{ text: 'A paper with a late heading', size: 18, bold: true }, ...body(1)],
      [...body(2), { text: 'Late findings', size: 14, bold: true }],
      [{ text: 'The late findings are reported here.' }, ...body(3)],
    ]),
  });
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${datasetId}/annotation-mode`);
  const viewer = page.getByRole('region', { name: 'Document' });
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', { timeout: 60_000 });
  await viewer.getByRole('navigation', { name: 'Outline' }).getByRole('button', { name: /^Late findings/ }).click();
  const heading = viewer.getByRole('region', { name: 'Page 2' }).locator('.textLayer span').filter({ hasText: /^Late findings$/ });
  await expect(heading).toBeInViewport({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(viewer.getByText('Page 2 of 3')).toBeVisible();
  await expect(page).toHaveURL(/#page_number\.2$/);
  // Scrolling by hand moves the page on again.
  await viewer.getByRole('group', { name: 'Pages' }).evaluate((list) => list.scrollBy(0, list.clientHeight));
  await expect(viewer.getByText('Page 3 of 3')).toBeVisible();
});
