import { expect, test, type Request } from '@playwright/test';
import { API_URL, DEMO_URL } from '../../../tooling/e2ePorts';
import { seedDocumentDataset, uploadDocumentWithSegments } from './testing/documents';
import { generatePaper } from './testing/generatePdf';
import { OWNER, signInAs } from './testing/session';

const CREDENTIAL_HEADERS = ['authorization', 'x-argilla-api-key'];
const isFileCall = (url: string) => new URL(url).pathname.startsWith('/api/v1/file/');

/** A paper in a new workspace, uploaded as the owner; answers its dataset and its url as a reader gets it. */
async function seedPaper(request: Parameters<typeof seedDocumentDataset>[0], name: string) {
  const pmid = String(32_000_000 + Math.floor(Math.random() * 999_999));
  const seeded = await seedDocumentDataset(request, `${name}-${Date.now()}`, [
    { text: 'A trial whose paper is read through its link.', metadata: { pmid, reference: `link-${pmid}` } },
  ]);
  const document = await uploadDocumentWithSegments(request, {
    workspaceId: seeded.workspaceId,
    workspaceName: seeded.workspaceName,
    pmid,
    reference: `link-${pmid}`,
    fileName: 'linked-paper.pdf',
    pdf: generatePaper(6),
  });
  return { ...seeded, url: document.url! };
}

test('the viewer draws the paper through its signed url with no credentials on the file requests', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { datasetId } = await seedPaper(request, 'signed-viewer');
  // Every request for the PDF's bytes leaves without the app's credentials: only the link can open the file.
  const forwarded: { url: string; headers: Record<string, string> }[] = [];
  await page.route(
    (url) => isFileCall(url.toString()),
    async (route) => {
      const headers = Object.fromEntries(
        Object.entries(route.request().headers()).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())),
      );
      forwarded.push({ url: route.request().url(), headers });
      await route.continue({ headers });
    },
  );
  const answers: number[] = [];
  page.on('response', (response) => {
    if (isFileCall(response.url())) answers.push(response.status());
  });
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${datasetId}/annotation-mode`);

  const viewer = page.getByRole('region', { name: 'Document' });
  await expect(viewer.getByRole('heading', { name: 'linked-paper.pdf' })).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByText('Page 1 of 6')).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', { timeout: 30_000 });
  expect(forwarded.length).toBeGreaterThan(0);
  for (const call of forwarded) {
    expect(call.url).toMatch(/\/pdf\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]{43}$/);
    expect(Object.keys(call.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200 || status === 206)).toBe(true);
});

test("a page that knows no credentials loads the paper from the document's url, as Extralit's viewer does", async ({ page, request }) => {
  const { url } = await seedPaper(request, 'signed-frame');
  const tampered = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
  // A page of the server's origin that only frames the url (a relative path, as the original answers it).
  await page.route(`${API_URL}/paper-frame.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Paper</title><iframe title="paper" src="${url}"></iframe>`,
    }),
  );
  const fileRequest = page.waitForRequest((req) => isFileCall(req.url()));
  await page.goto(`${API_URL}/paper-frame.html`);
  const framed: Request = await fileRequest;
  const response = (await framed.response())!;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const sent = Object.keys(await framed.allHeaders()).map((name) => name.toLowerCase());
  expect(sent).not.toContain('authorization');
  expect(sent).not.toContain('x-argilla-api-key');

  // From a page of another origin, with no credentials: the link opens the file; no link, or a forged one, does not.
  await page.goto(`${DEMO_URL}/index.html`);
  const reads = await page.evaluate(
    async (links) => {
      const read = async (link: string) => {
        const res = await fetch(link, { credentials: 'omit' });
        const bytes = new Uint8Array(await res.arrayBuffer()).slice(0, 5);
        return { status: res.status, start: new TextDecoder().decode(bytes) };
      };
      return { linked: await read(links.url), bare: await read(links.bare), forged: await read(links.tampered) };
    },
    { url: `${API_URL}${url}`, bare: `${API_URL}${url.split('?')[0]}`, tampered: `${API_URL}${tampered}` },
  );
  expect(reads).toEqual({
    linked: { status: 200, start: '%PDF-' },
    bare: { status: 401, start: '{"det' },
    forged: { status: 401, start: '{"det' },
  });
});
