import { describe, expect, it } from 'vitest';
import { createDocumentViewerStore } from './createDocumentViewerStore';
import { findHeadingTop, type PageTextItem } from './findHeadingTop';
import { goToOutlineEntry } from './goToOutlineEntry';

/** Page 1 of a demo paper as pdf.js reads it: the abstract names 'Results' before the heading does. */
const PAGE_ONE: PageTextItem[] = [
  { text: 'Atorvastatin 20 mg and LDL cholesterol in older adults: the fictional', top: 0.08, size: 18 },
  { text: 'LIPID-AGE trial', top: 0.11, size: 18 },
  { text: 'Abstract', top: 0.18, size: 14 },
  { text: 'Results: atorvastatin reduced LDL change compared with placebo.', top: 0.21, size: 10 },
  { text: '2. Methods', top: 0.35, size: 14 },
  { text: 'Participants were adults aged 65 or more.', top: 0.38, size: 10 },
  { text: '3.', top: 0.62, size: 14 },
  { text: 'Results', top: 0.62, size: 14 },
  { text: 'Table 2. LDL change by arm at each time point', top: 0.7, size: 10 },
];

describe('where a heading starts on its page', () => {
  it('finds the heading, numbered or not, split into runs or wrapped over lines', () => {
    expect(findHeadingTop('2. Methods', PAGE_ONE)).toBe(0.35);
    expect(findHeadingTop('3. Results', PAGE_ONE)).toBe(0.62);
    expect(findHeadingTop('Atorvastatin 20 mg and LDL cholesterol in older adults: the fictional LIPID-AGE trial', PAGE_ONE)).toBe(0.08);
    expect(findHeadingTop('Table 2. LDL change by arm at each time point', PAGE_ONE)).toBe(0.7);
  });

  it('prefers the run set largest, and matches whole words only', () => {
    expect(findHeadingTop('Results', PAGE_ONE)).toBe(0.62);
    expect(findHeadingTop('Result', PAGE_ONE)).toBeNull();
    expect(findHeadingTop('Discussion', PAGE_ONE)).toBeNull();
    expect(findHeadingTop(' -- ', PAGE_ONE)).toBeNull();
    expect(findHeadingTop('Abstract', [])).toBeNull();
  });
});

describe('choosing an outline entry', () => {
  const entry = (title: string | null, pageNumber: number) => ({ key: title ?? '', title, type: 'text', pageNumber });

  it('goes to the page at once, then to the heading lower on it', async () => {
    const viewer = createDocumentViewerStore();
    viewer.getState().setPageCount(2);
    let release!: () => void;
    const read = new Promise<void>((resolve) => (release = resolve));
    const going = goToOutlineEntry(viewer, entry('3. Results', 1), async (page) => (await read, page === 1 ? PAGE_ONE : []));
    expect(viewer.getState()).toMatchObject({ page: 1, pageTop: 0 });
    const jump = viewer.getState().jump;
    release();
    await going;
    expect(viewer.getState()).toMatchObject({ page: 1, pageTop: 0.62, jump: jump + 1 });
    // Page buttons go to a page's top again.
    viewer.getState().nextPage();
    expect(viewer.getState()).toMatchObject({ page: 2, pageTop: 0 });
  });

  it('stays at the top of the page when the heading is not found, the text cannot be read or another jump came first', async () => {
    const viewer = createDocumentViewerStore();
    viewer.getState().setPageCount(3);
    await goToOutlineEntry(viewer, entry('Limitations', 1), async () => PAGE_ONE);
    expect(viewer.getState()).toMatchObject({ page: 1, pageTop: 0 });
    await goToOutlineEntry(viewer, entry('3. Results', 1), async () => {
      throw new Error('page gone');
    });
    expect(viewer.getState()).toMatchObject({ page: 1, pageTop: 0 });
    await goToOutlineEntry(viewer, entry(null, 2), async () => PAGE_ONE);
    expect(viewer.getState()).toMatchObject({ page: 2, pageTop: 0 });
    await goToOutlineEntry(viewer, entry('3. Results', 1), async () => {
      viewer.getState().goToPage(3);
      return PAGE_ONE;
    });
    expect(viewer.getState()).toMatchObject({ page: 3, pageTop: 0 });
  });
});
