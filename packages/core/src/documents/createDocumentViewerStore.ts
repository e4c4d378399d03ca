import { createStore } from 'zustand/vanilla';

/** Zoom of the document viewer (spec 2 §2: default scale 1.50). */
export const VIEWER_SCALE = { default: 1.5, min: 0.5, max: 4, step: 0.25 } as const;

/** Options of {@link createDocumentViewerStore}. */
export interface DocumentViewerOptions {
  /** The page to open (from the URL hash or the record's `page_number`); 1 otherwise. */
  page?: number | null;
  /** The search text to highlight at first (e.g. the annotation search). */
  searchTerm?: string;
  /** Whether the outline starts open (a wide layout) or closed (a narrow one). */
  outlineOpen?: boolean;
}

/** What the viewer shows: zoom, page, search, outline. */
export interface DocumentViewerState {
  scale: number;
  /** The page in view, from 1. */
  page: number;
  /**
   * Where in `page` the last navigation goes: a fraction of the page's height from its top (0 = the page's top;
   * an outline entry's heading lower on its page). Scrolling by hand leaves it as it was.
   */
  pageTop: number;
  /** Pages of the open PDF; 0 until it has loaded. */
  pageCount: number;
  /**
   * Bumped on every navigation the viewer must scroll to (page buttons, outline, hash); scrolling by hand only
   * updates `page`. The pages list scrolls to `page` when this changes.
   */
  jump: number;
  searchTerm: string;
  outlineOpen: boolean;
  /** Whether the whole viewer is folded away (desktop and mobile). */
  collapsed: boolean;
  /** Another document opens: its page count is unknown again and the view goes to `page` (1 by default). */
  openDocument(page?: number | null): void;
  /** The PDF loaded with this many pages; the page asked for so far is kept within them. */
  setPageCount(count: number): void;
  /** Goes to a page (kept within the document) and scrolls there: to its top, or `top` of the way down it. */
  goToPage(page: number, top?: number): void;
  nextPage(): void;
  previousPage(): void;
  /** The page scrolled into view by hand: no scrolling back. */
  pageScrolledTo(page: number): void;
  zoomIn(): void;
  zoomOut(): void;
  resetZoom(): void;
  setScale(scale: number): void;
  setSearchTerm(term: string): void;
  toggleOutline(): void;
  toggleCollapsed(): void;
}

export type DocumentViewerStore = ReturnType<typeof createDocumentViewerStore>;

function clampPage(page: number, pageCount: number): number {
  const whole = Number.isFinite(page) ? Math.round(page) : 1;
  const top = pageCount > 0 ? pageCount : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(whole, 1), top);
}

/** A place within a page: a fraction from 0 (its top) to 1; anything else is its top. */
function clampTop(top: number | undefined): number {
  return top !== undefined && Number.isFinite(top) ? Math.min(Math.max(top, 0), 1) : 0;
}

/** A scale within limits, rounded to the hundredth so repeated steps never drift. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return VIEWER_SCALE.default;
  return Math.round(Math.min(Math.max(scale, VIEWER_SCALE.min), VIEWER_SCALE.max) * 100) / 100;
}

/**
 * The view state of the document viewer: default scale 1.5, zoom in steps of 0.25 between 0.5 and 4, the page
 * in view kept within the document, the search text and whether the outline and the viewer are open.
 *
 * @example
 * const viewer = createDocumentViewerStore({ page: 3 });
 * viewer.getState().setPageCount(12);
 * viewer.getState().nextPage(); // page 4, and the pages scroll there
 */
export function createDocumentViewerStore(options: DocumentViewerOptions = {}) {
  return createStore<DocumentViewerState>()((set, get) => {
    const goTo = (page: number, top?: number) =>
      set((s) => ({ page: clampPage(page, s.pageCount), pageTop: clampTop(top), jump: s.jump + 1 }));
    return {
      scale: VIEWER_SCALE.default,
      page: clampPage(options.page ?? 1, 0),
      pageTop: 0,
      pageCount: 0,
      jump: 0,
      searchTerm: options.searchTerm ?? '',
      outlineOpen: options.outlineOpen ?? true,
      collapsed: false,
      openDocument: (page) =>
        set((s) => ({ pageCount: 0, page: clampPage(page ?? 1, 0), pageTop: 0, jump: s.jump + 1 })),
      setPageCount: (count) => {
        const pageCount = Math.max(0, Math.floor(count));
        const page = clampPage(get().page, pageCount);
        // The asked-for page is scrolled to once the pages exist.
        set((s) => ({ pageCount, page, jump: s.jump + 1 }));
      },
      goToPage: (page, top) => goTo(page, top),
      nextPage: () => goTo(get().page + 1),
      previousPage: () => goTo(get().page - 1),
      pageScrolledTo: (page) => {
        const next = clampPage(page, get().pageCount);
        if (next !== get().page) set({ page: next });
      },
      zoomIn: () => set((s) => ({ scale: clampScale(s.scale + VIEWER_SCALE.step) })),
      zoomOut: () => set((s) => ({ scale: clampScale(s.scale - VIEWER_SCALE.step) })),
      resetZoom: () => set({ scale: VIEWER_SCALE.default }),
      setScale: (scale) => set({ scale: clampScale(scale) }),
      setSearchTerm: (searchTerm) => set({ searchTerm }),
      toggleOutline: () => set((s) => ({ outlineOpen: !s.outlineOpen })),
      toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
    };
  });
}

/** Whether there is a page after the one in view. */
export const selectCanGoNext = (s: DocumentViewerState) => s.pageCount > 0 && s.page < s.pageCount;
/** Whether there is a page before the one in view. */
export const selectCanGoPrevious = (s: DocumentViewerState) => s.page > 1;
export const selectCanZoomIn = (s: DocumentViewerState) => s.scale < VIEWER_SCALE.max;
export const selectCanZoomOut = (s: DocumentViewerState) => s.scale > VIEWER_SCALE.min;
/** The zoom as a whole percentage: 1.5 → 150. */
export const selectZoomPercent = (s: DocumentViewerState) => Math.round(s.scale * 100);
