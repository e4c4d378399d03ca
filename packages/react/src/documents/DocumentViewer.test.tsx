import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordDocument } from '@marginalia/core';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { DocumentViewer } from './DocumentViewer';
import { createFakePdfRenderer } from './testing/createFakePdfRenderer';

const DOC_ID = 'c0ffee00-0000-4000-8000-000000000001';
const WORKSPACE_ID = '9b0a7bde-0e0e-4d2d-9a3c-4f6f8f4f1a01';
const wireDocument = {
  id: DOC_ID,
  workspace_id: WORKSPACE_ID,
  url: `/api/v1/file/team/pdf/${DOC_ID}`,
  file_name: 'smith2020.pdf',
  reference: 'smith2020',
  pmid: '31452104',
  doi: null,
  inserted_at: '2024-05-01T10:22:33',
  updated_at: '2024-05-01T10:22:33',
};
const segments = [
  { doc_id: DOC_ID, header: 'Abstract', page_number: 1, type: 'text' },
  { doc_id: DOC_ID, header: 'Methods', page_number: 3, type: 'text' },
  { doc_id: DOC_ID, header: 'Table 2. Doses by arm', page_number: 5, type: 'table' },
];
const pages = ['Abstract of a trial', 'Background', 'Methods: a placebo arm', 'Results', 'Placebo doses by arm'];

function api(overrides: Record<string, { status: number; body?: unknown; headers?: Record<string, string> }> = {}) {
  return createFakeApi({
    'GET /v1/documents/by-pmid/31452104': { status: 200, body: wireDocument },
    'GET /v1/documents/by-id/:id': { status: 200, body: wireDocument },
    [`GET /v1/workspaces/${WORKSPACE_ID}`]: { status: 200, body: { id: WORKSPACE_ID, name: 'team' } },
    'GET /v1/models/segments/': { status: 200, body: { items: segments } },
    ...overrides,
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

// pdf-free, but each test renders the whole viewer and types into it: a loaded machine needs more than 5 s.
describe('DocumentViewer', { timeout: 30_000 }, () => {
  it('shows the file name, opens the PDF at scale 150 % and lists the segments as an outline', async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    const viewer = screen.getByRole('region', { name: 'Document' });
    // A narrow pane cuts the name with an ellipsis: the whole name stays in its title.
    expect((await within(viewer).findByRole('heading', { name: 'smith2020.pdf' })).title).toBe('smith2020.pdf');
    expect(await within(viewer).findByText('Page 1 of 5')).toBeTruthy();
    expect(pdf.opened).toEqual([`/api/v1/file/team/pdf/${DOC_ID}`]);
    expect(within(viewer).getByRole('button', { name: /Reset zoom to 150 %/ }).textContent).toBe('150 %');
    const outline = within(viewer).getByRole('navigation', { name: 'Outline' });
    expect(within(outline).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Abstractp. 1',
      'Methodsp. 3',
      'Table 2. Doses by armp. 5',
    ]);
  });

  it("says 'Outline being prepared…' while the server computes the segments, then fills the outline in", async () => {
    const pdf = createFakePdfRenderer(pages);
    let status = 'pending';
    const fake = createFakeApi({
      'GET /v1/documents/by-pmid/31452104': { status: 200, body: wireDocument },
      [`GET /v1/workspaces/${WORKSPACE_ID}`]: { status: 200, body: { id: WORKSPACE_ID, name: 'team' } },
      'GET /v1/models/segments/': () =>
        status === 'pending'
          ? { status: 200, body: { items: [] }, headers: { 'Segments-Status': 'pending' } }
          : { status: 200, body: { items: segments }, headers: { 'Segments-Status': 'ready' } },
    });
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: fake.fetch,
    });
    const viewer = screen.getByRole('region', { name: 'Document' });
    const outline = await within(viewer).findByRole('navigation', { name: 'Outline' });
    expect((await within(outline).findByRole('status')).textContent).toBe('Outline being prepared…');
    expect(outline.getAttribute('aria-busy')).toBe('true');
    expect(within(outline).queryByText('No sections found')).toBeNull();
    status = 'ready';
    // The store asks again every 2 s.
    await waitFor(() => expect(within(outline).getAllByRole('button')).toHaveLength(3), { timeout: 5_000 });
    expect(within(outline).queryByRole('status')).toBeNull();
  });

  it("says when the outline could not be prepared, and keeps the PDF", async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api({ 'GET /v1/models/segments/': { status: 200, body: { items: [] }, headers: { 'Segments-Status': 'failed' } } }).fetch,
    });
    const viewer = screen.getByRole('region', { name: 'Document' });
    expect(await within(viewer).findByText('The outline could not be prepared.')).toBeTruthy();
    expect(await within(viewer).findByText('Page 1 of 5')).toBeTruthy();
  });

  it('goes to pages by the outline, the buttons and the page field, writing the page into the URL hash', async () => {
    const user = userEvent.setup();
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    await screen.findByText('Page 1 of 5');
    await user.click(screen.getByRole('button', { name: /Methods/ }));
    expect(screen.getByText('Page 3 of 5')).toBeTruthy();
    expect(window.location.hash).toBe('#page_number.3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(window.location.hash).toBe('#page_number.4');
    const field = screen.getByRole('spinbutton', { name: 'Page number' });
    await user.clear(field);
    await user.type(field, '9{Enter}');
    expect(screen.getByText('Page 5 of 5')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens at the page of the URL hash and follows later hash changes', async () => {
    window.history.replaceState(null, '', '/#page_number.4');
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104', page_number: 2 })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    expect(await screen.findByText('Page 4 of 5')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/#page_number.2');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
  });

  it('zooms in steps and highlights the search words in the text layer, then finds the next page with them', async () => {
    const user = userEvent.setup();
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    await screen.findByText('Page 1 of 5');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: /Reset zoom to 150 %/ }).textContent).toBe('175 %');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('button', { name: /Reset zoom to 150 %/ }).textContent).toBe('125 %');
    const search = screen.getByRole('searchbox', { name: 'Search in the document' });
    expect(search.getAttribute('placeholder')).toBe('Search');
    await user.type(search, 'abstract');
    await waitFor(() => {
      const page = screen.getByRole('region', { name: 'Page 1' });
      expect([...page.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Abstract']);
    });
    await user.clear(search);
    await user.type(search, 'placebo');
    expect(screen.getByRole('region', { name: 'Page 1' }).querySelector('mark')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByText('Page 3 of 5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByText('Page 5 of 5')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search in the document' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search in the document' }), 'insulin');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(await screen.findByText('No match for "insulin"')).toBeTruthy();
  });

  it('folds the outline and the whole viewer', async () => {
    const user = userEvent.setup();
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    await screen.findByText('Page 1 of 5');
    await user.click(screen.getByRole('button', { name: 'Hide outline' }));
    expect(screen.queryByRole('navigation', { name: 'Outline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide document' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show document' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Show document' }));
    expect(screen.getByRole('toolbar')).toBeTruthy();
  });

  it("shows 'Error fetching document with pmid' and no PDF", async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '404' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching document with pmid "404"');
    expect(pdf.opened).toEqual([]);
  });

  it("shows 'Error fetching document with ID {id}'", async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ doc_id: 'nope' })} renderer={pdf.renderer} />, {
      fetch: api({ 'GET /v1/documents/by-id/:id': { status: 404, body: { detail: 'Document with id `nope` not found' } } }).fetch,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching document with ID nope');
  });

  it("shows 'Error fetching document segments' and clears the document", async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api({ 'GET /v1/models/segments/': { status: 500, body: { detail: 'boom' } } }).fetch,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching document segments');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('opens the signed url it is given, and keeps the PDF open when a later read gives a new link to it', async () => {
    const pdf = createFakePdfRenderer(pages);
    let reads = 0;
    const fake = createFakeApi({
      [`GET /v1/workspaces/${WORKSPACE_ID}`]: { status: 200, body: { id: WORKSPACE_ID, name: 'team' } },
      'GET /v1/models/segments/': { status: 200, body: { items: segments } },
      'GET /v1/documents/by-pmid/31452104': () => {
        reads += 1;
        const link = `expires=${1_700_000_000 + reads * 300}&signature=sig${reads}`;
        // Not kept by the client's cache, so the next record's read reaches the server and gets a new link.
        const headers = { 'Cache-Control': 'no-store' };
        return { status: 200, body: { ...wireDocument, url: `${wireDocument.url}?${link}` }, headers };
      },
    });
    function NextRecord() {
      const [reference, setReference] = useState('smith2020');
      return (
        <>
          <button type="button" onClick={() => setReference('smith2020-b')}>
            Next record
          </button>
          <DocumentViewer target={recordDocument({ pmid: '31452104', reference })} renderer={pdf.renderer} />
        </>
      );
    }
    renderWithMarginalia(<NextRecord />, { fetch: fake.fetch });
    expect(await screen.findByText('Page 1 of 5')).toBeTruthy();
    expect(pdf.opened).toEqual([`/api/v1/file/team/pdf/${DOC_ID}?expires=1700000300&signature=sig1`]);
    await userEvent.click(screen.getByRole('button', { name: 'Next record' }));
    await waitFor(() => expect(fake.callsTo('GET', '/v1/models/segments/').map((call) => call.query.get('reference'))).toContain('smith2020-b'));
    expect(reads).toBe(2);
    expect(screen.getByText('Page 1 of 5')).toBeTruthy();
    expect(pdf.opened).toHaveLength(1);
    expect(pdf.destroyedCount()).toBe(0);
  });

  it('says so when the PDF cannot be opened', async () => {
    const pdf = createFakePdfRenderer(pages, { fail: true });
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '31452104' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be opened.');
  });

  it('shows the texts in German', async () => {
    const pdf = createFakePdfRenderer(pages);
    renderWithMarginalia(<DocumentViewer target={recordDocument({ pmid: '404' })} renderer={pdf.renderer} />, {
      fetch: api().fetch,
      lng: 'de',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Abrufen des Dokuments mit der PMID "404"');
  });
});
