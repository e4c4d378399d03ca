import { describe, expect, it } from 'vitest';
import { hashOfPage, pageFromHash } from './pageHash';
import { recordDocument } from './recordDocument';
import { sameLookup } from './sameLookup';
import { segmentOutline } from './segmentOutline';

describe('which document a record names', () => {
  it('prefers metadata.pmid, as the original does, then metadata.doc_id', () => {
    expect(recordDocument({ pmid: '31452104', doc_id: 'd-1', page_number: 3, reference: 'smith2020' })).toEqual({
      lookup: { by: 'pmid', pmid: '31452104' },
      pageNumber: 3,
      reference: 'smith2020',
    });
    expect(recordDocument({ doc_id: ' d-1 ' })).toEqual({ lookup: { by: 'id', id: 'd-1' }, pageNumber: null, reference: null });
    expect(recordDocument({ pmid: 31452104 })?.lookup).toEqual({ by: 'pmid', pmid: '31452104' });
  });

  it('names none without a usable pmid or doc_id; a page is an integer from 1', () => {
    expect(recordDocument({})).toBeNull();
    expect(recordDocument(null)).toBeNull();
    expect(recordDocument({ pmid: '  ', doc_id: '' })).toBeNull();
    expect(recordDocument({ pmid: { nested: 1 } })).toBeNull();
    expect(recordDocument({ doc_id: 'd', page_number: 0 })?.pageNumber).toBeNull();
    expect(recordDocument({ doc_id: 'd', page_number: 2.5 })?.pageNumber).toBeNull();
    expect(recordDocument({ doc_id: 'd', page_number: '7' })?.pageNumber).toBe(7);
  });

  it('compares lookups', () => {
    expect(sameLookup({ by: 'pmid', pmid: '1' }, { by: 'pmid', pmid: '1' })).toBe(true);
    expect(sameLookup({ by: 'pmid', pmid: '1' }, { by: 'id', id: '1' })).toBe(false);
    expect(sameLookup(null, null)).toBe(true);
    expect(sameLookup(null, { by: 'id', id: '1' })).toBe(false);
  });
});

describe('the page in the URL hash', () => {
  it('reads page_number.{n} with or without #, and writes it back', () => {
    expect(pageFromHash('#page_number.12')).toBe(12);
    expect(pageFromHash('page_number.1')).toBe(1);
    expect(hashOfPage(3)).toBe('#page_number.3');
    expect(pageFromHash(hashOfPage(250))).toBe(250);
  });

  it('ignores other hashes and pages that are not whole numbers from 1', () => {
    for (const hash of ['', '#', '#results', '#page_number.', '#page_number.0', '#page_number.-2', '#page_number.2.5', '#page_number.x']) {
      expect(pageFromHash(hash)).toBeNull();
    }
  });
});

describe('the outline of segments', () => {
  it('lists segments with a page in page order, keeping the order within a page and dropping repeats', () => {
    const outline = segmentOutline([
      { doc_id: 'd', header: 'Results', page_number: 4, type: 'text' },
      { doc_id: 'd', header: 'Abstract', page_number: 1, type: 'text' },
      { doc_id: 'd', header: 'Table 1. Doses', page_number: 4, type: 'table' },
      { doc_id: 'd', header: 'Results', page_number: 4, type: 'text' },
      { doc_id: 'd', header: 'Lost', page_number: null, type: 'text' },
      { doc_id: 'd', header: '  ', page_number: 2, type: 'figure' },
    ]);
    expect(outline).toEqual([
      { key: '1', title: 'Abstract', type: 'text', pageNumber: 1 },
      { key: '5', title: null, type: 'figure', pageNumber: 2 },
      { key: '0', title: 'Results', type: 'text', pageNumber: 4 },
      { key: '2', title: 'Table 1. Doses', type: 'table', pageNumber: 4 },
    ]);
    expect(segmentOutline([])).toEqual([]);
  });
});

describe('the next page that matches a search', () => {
  const texts = ['Abstract of the trial', 'Methods: placebo arm', 'Results', 'Placebo-controlled dose'];
  const pageText = async (page: number) => texts[page - 1] ?? '';

  it('searches whole words after the current page, wrapping round', async () => {
    const { findMatchingPage } = await import('./findMatchingPage');
    expect(await findMatchingPage('placebo', { pageCount: 4, fromPage: 1, pageText })).toBe(2);
    expect(await findMatchingPage('placebo', { pageCount: 4, fromPage: 2, pageText })).toBe(4);
    expect(await findMatchingPage('placebo', { pageCount: 4, fromPage: 4, pageText })).toBe(2);
    expect(await findMatchingPage('+results*', { pageCount: 4, fromPage: 3, pageText })).toBe(3);
    expect(await findMatchingPage('plac', { pageCount: 4, fromPage: 1, pageText })).toBeNull();
    expect(await findMatchingPage(' | ', { pageCount: 4, fromPage: 1, pageText })).toBeNull();
  });
});

describe("the PDF's address", () => {
  it("resolves the document's path against an API on another origin, and leaves others alone", async () => {
    const { documentFileUrl } = await import('./documentFileUrl');
    expect(documentFileUrl('/api/v1/file/team/pdf/1', 'http://localhost:6900/api')).toBe('http://localhost:6900/api/v1/file/team/pdf/1');
    expect(documentFileUrl('/api/v1/file/team/pdf/1', 'api')).toBe('/api/v1/file/team/pdf/1');
    expect(documentFileUrl('/api/v1/file/team/pdf/1')).toBe('/api/v1/file/team/pdf/1');
    expect(documentFileUrl('https://cdn.example.org/a.pdf', 'http://localhost:6900/api')).toBe('https://cdn.example.org/a.pdf');
  });
});

describe("the reference a record's paper is filed under", () => {
  it("is metadata.reference, else the document's own, looked up as the viewer does", async () => {
    const { recordDocumentReference } = await import('./fetchRecordDocument');
    const paper = { id: 'd-1', workspace_id: 'w', url: null, file_name: null, reference: 'okafor2012', pmid: '31000001', doi: null, inserted_at: '', updated_at: '' };
    const asked: string[] = [];
    const client = {
      getDocumentByPmid: async (pmid: string) => (asked.push(`pmid ${pmid}`), paper),
      getDocumentById: async (id: string) => (asked.push(`id ${id}`), { ...paper, reference: null }),
      getWorkspace: async () => ({ id: 'w', name: 'team' }),
    } as unknown as Parameters<typeof recordDocumentReference>[0];
    expect(await recordDocumentReference(client, recordDocument({ pmid: '31000001', reference: 'own' })!)).toBe('own');
    expect(asked).toEqual([]);
    expect(await recordDocumentReference(client, recordDocument({ pmid: '31000001' })!)).toBe('okafor2012');
    expect(await recordDocumentReference(client, recordDocument({ doc_id: 'd-1' })!)).toBeNull();
    expect(asked).toEqual(['pmid 31000001', 'id d-1']);
  });
});
