import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch } from '../testing/createFakeFetch';
import { createDocumentSession } from './createDocumentSession';
import {
  createDocumentViewerStore,
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanZoomIn,
  selectCanZoomOut,
  selectZoomPercent,
  VIEWER_SCALE,
} from './createDocumentViewerStore';
import { createPageHashSync, type HashAdapter } from './createPageHashSync';
import { recordDocument } from './recordDocument';

function fakeHash(initial = '') {
  let hash = initial;
  const listeners = new Set<() => void>();
  const writes: string[] = [];
  const adapter: HashAdapter = {
    read: () => hash,
    write: (next) => {
      hash = next;
      writes.push(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const navigate = (next: string) => {
    hash = next;
    for (const listener of listeners) listener();
  };
  return { adapter, writes, navigate, listeners };
}

describe('the document viewer state', () => {
  it('starts at scale 1.50 (150 %), page 1, outline open', () => {
    const viewer = createDocumentViewerStore();
    expect(viewer.getState()).toMatchObject({ scale: 1.5, page: 1, pageCount: 0, outlineOpen: true, collapsed: false });
    expect(selectZoomPercent(viewer.getState())).toBe(150);
    expect(VIEWER_SCALE.default).toBe(1.5);
  });

  it('zooms in steps of 0.25 between 0.5 and 4, and back to 1.5', () => {
    const viewer = createDocumentViewerStore();
    viewer.getState().zoomIn();
    expect(viewer.getState().scale).toBe(1.75);
    for (let i = 0; i < 20; i += 1) viewer.getState().zoomIn();
    expect(viewer.getState().scale).toBe(4);
    expect(selectCanZoomIn(viewer.getState())).toBe(false);
    for (let i = 0; i < 20; i += 1) viewer.getState().zoomOut();
    expect(viewer.getState().scale).toBe(0.5);
    expect(selectCanZoomOut(viewer.getState())).toBe(false);
    viewer.getState().resetZoom();
    expect(viewer.getState().scale).toBe(1.5);
    viewer.getState().setScale(Number.NaN);
    expect(viewer.getState().scale).toBe(1.5);
  });

  it('keeps the page within the document and scrolls on navigation, not on a scroll by hand', () => {
    const viewer = createDocumentViewerStore({ page: 40 });
    viewer.getState().setPageCount(12);
    expect(viewer.getState().page).toBe(12);
    expect(selectCanGoNext(viewer.getState())).toBe(false);
    const jump = viewer.getState().jump;
    viewer.getState().previousPage();
    expect(viewer.getState()).toMatchObject({ page: 11, jump: jump + 1 });
    viewer.getState().goToPage(0);
    expect(viewer.getState().page).toBe(1);
    expect(selectCanGoPrevious(viewer.getState())).toBe(false);
    viewer.getState().pageScrolledTo(5);
    expect(viewer.getState()).toMatchObject({ page: 5, jump: jump + 2 });
    viewer.getState().openDocument(3);
    expect(viewer.getState()).toMatchObject({ page: 3, pageCount: 0 });
  });

  it('holds the search text and folds the outline and the viewer', () => {
    const viewer = createDocumentViewerStore({ searchTerm: 'dose', outlineOpen: false });
    expect(viewer.getState()).toMatchObject({ searchTerm: 'dose', outlineOpen: false });
    viewer.getState().setSearchTerm('placebo');
    viewer.getState().toggleOutline();
    viewer.getState().toggleCollapsed();
    expect(viewer.getState()).toMatchObject({ searchTerm: 'placebo', outlineOpen: true, collapsed: true });
  });
});

describe('the page and the URL hash', () => {
  it('goes to the page of the hash at start and when it changes, and writes every page back', () => {
    const hash = fakeHash('#page_number.4');
    const viewer = createDocumentViewerStore();
    const stop = createPageHashSync(viewer, hash.adapter);
    expect(viewer.getState().page).toBe(4);
    viewer.getState().setPageCount(10);
    viewer.getState().nextPage();
    expect(hash.writes).toEqual(['#page_number.5']);
    hash.navigate('#page_number.9');
    expect(viewer.getState().page).toBe(9);
    expect(hash.writes).toEqual(['#page_number.5']);
    hash.navigate('#elsewhere');
    expect(viewer.getState().page).toBe(9);
    stop();
    expect(hash.listeners.size).toBe(0);
    viewer.getState().nextPage();
    expect(hash.writes).toHaveLength(1);
  });
});

describe('the document session', () => {
  it("opens the first document at the URL's page, later ones at the record's page_number", async () => {
    const server = createFakeFetch();
    const doc = (id: string) => ({
      id,
      workspace_id: 'w',
      url: null,
      file_name: null,
      reference: null,
      pmid: null,
      doi: null,
      inserted_at: '2024-05-01T10:22:33',
      updated_at: '2024-05-01T10:22:33',
    });
    server.on('GET', '/api/v1/documents/by-id/a', { body: doc('a') });
    server.on('GET', '/api/v1/documents/by-id/b', { body: doc('b') });
    const client = createApiClient({ baseUrl: '/api', fetch: server.fetch, cache: false });
    const hash = fakeHash('#page_number.6');
    const session = createDocumentSession({ client, hash: hash.adapter });
    expect(hash.listeners.size).toBe(0);
    session.start();
    await session.show(recordDocument({ doc_id: 'a', page_number: 2 }));
    expect(session.viewer.getState().page).toBe(6);
    expect(session.document.getState().document?.id).toBe('a');
    await session.show(recordDocument({ doc_id: 'b', page_number: 2 }));
    expect(session.viewer.getState().page).toBe(2);
    expect(hash.adapter.read()).toBe('#page_number.2');
    session.dispose();
    expect(hash.listeners.size).toBe(0);
  });
});
