import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { WireDataset } from '@marginalia/core';
import { REVIEW_DATASET } from './globalSetup';

/**
 * The themes a user can pick, in the order a screen is shot in: light first (the whole axe rule set runs there),
 * `system` (run with the OS preferring dark) after `dark`, whose pixels it should repeat.
 */
export const THEMES = ['light', 'dark', 'high-contrast', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Phone, tablet and desktop: width × height of the window, and whether it is a touch screen. */
export const WIDTHS = [
  { width: 390, height: 844, touch: true },
  { width: 768, height: 1024, touch: false },
  { width: 1440, height: 900, touch: false },
] as const;

/** A part of a screen shot on its own besides the whole page (a baseline of its own). */
export interface Part {
  name: string;
  locate(page: Page): Locator;
}

export interface Screen {
  name: string;
  /** Signed in as the owner (the default) or not at all. */
  signedOut?: boolean;
  /** The path to open, from the datasets' ids by name. */
  path(ids: (name: string) => Promise<string>): Promise<string> | string;
  /** Waits until the screen shows what it is about. */
  ready(page: Page): Promise<void>;
  parts?: Part[];
}

const SLOW = { timeout: 30_000 };

const annotationReady = async (page: Page) => {
  await expect(page.getByRole('toolbar', { name: 'Dataset filters' })).toBeVisible(SLOW);
  await expect(page.getByRole('article', { name: 'Record' }).first()).toBeVisible(SLOW);
};
const bulkReady = async (page: Page) => {
  await expect(page.getByRole('toolbar', { name: 'Dataset filters' })).toBeVisible(SLOW);
  await expect(page.getByRole('list', { name: 'Records of this page' })).toBeVisible(SLOW);
};
const referenceTable = (page: Page) => page.locator('[data-question="outcomes"] .mg-reference-table').first();
const documentViewer = (page: Page) => page.getByRole('region', { name: 'Document' });

/** The demo datasets that, together, hold every field and question type. */
const ANNOTATION_DATASETS = [
  // text fields; label, multi-label, rating and text questions
  { name: 'product-reviews', short: 'reviews' },
  // ranking, span and text questions
  { name: 'news-qa-ranking', short: 'ranking-span' },
  // a table field; a table question (the reference table) and text questions
  { name: 'trial-outcomes', short: 'tables' },
  // a document beside the record; a table question and multi-label questions
  { name: 'paper-extraction', short: 'document' },
] as const;

const annotationScreens: Screen[] = ANNOTATION_DATASETS.flatMap(({ name, short }) => [
  {
    name: `annotation-focus-${short}`,
    path: async (ids) => `/dataset/${await ids(name)}/annotation-mode`,
    ready: async (page) => {
      await annotationReady(page);
      if (short === 'tables') await expect(referenceTable(page).getByRole('button', { name: 'Column menu of arm' })).toBeVisible(SLOW);
      if (short === 'document') {
        await expect(documentViewer(page).getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', SLOW);
      }
    },
    parts:
      short === 'tables'
        ? [{ name: 'reference-table', locate: referenceTable }]
        : short === 'document'
          ? [{ name: 'document-viewer', locate: documentViewer }]
          : [],
  },
  {
    name: `annotation-bulk-${short}`,
    path: async (ids) => `/dataset/${await ids(name)}/annotation-mode?page=1~10`,
    ready: bulkReady,
  },
]);

const SETTINGS_TABS = [
  ['general', 'General'],
  ['fields', 'Fields'],
  ['questions', 'Questions'],
  ['metadata', 'Metadata'],
  ['vector', 'Vectors'],
  ['reviewers', 'Reviewers'],
  ['model-suggestions', 'Model suggestions'],
  ['history', 'History'],
  ['danger-zone', 'Danger zone'],
] as const;

const settingsScreens: Screen[] = SETTINGS_TABS.map(([tab, title]) => ({
  name: `settings-${tab}`,
  path: async (ids) => `/dataset/${await ids('product-reviews')}/settings?tab=${tab}`,
  ready: async (page) => {
    await expect(page.getByRole('tab', { name: title, exact: true })).toHaveAttribute('aria-selected', 'true', SLOW);
    await expect(page.getByRole('tab', { name: 'History', exact: true })).toBeVisible(SLOW);
    await expect(page.getByRole('tabpanel')).toBeVisible();
  },
}));

/** The key screens (issue 31). */
export const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    signedOut: true,
    path: () => '/sign-in',
    ready: async (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(SLOW),
  },
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Datasets', level: 1 })).toBeVisible(SLOW);
      await expect(page.getByRole('progressbar').first()).toBeVisible(SLOW);
    },
  },
  ...annotationScreens,
  {
    name: 'review',
    path: async (ids) => `/dataset/${await ids(REVIEW_DATASET)}/review`,
    ready: async (page) => expect(page.getByRole('region', { name: 'Review' }).getByText('Record 1 of 2')).toBeVisible(SLOW),
  },
  ...settingsScreens,
  {
    name: 'user-settings',
    path: () => '/user-settings',
    ready: async (page) => expect(page.getByRole('heading', { name: 'My settings', level: 1 })).toBeVisible(SLOW),
  },
  {
    name: 'creation-preview',
    path: () => `/${encodeURIComponent('stanfordnlp/imdb')}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'stanfordnlp/imdb Preview' })).toBeVisible(SLOW);
      await expect(page.getByRole('button', { name: 'Create dataset' })).toBeVisible(SLOW);
    },
  },
  {
    name: 'not-found',
    path: () => '/no/such/page',
    ready: async (page) => expect(page.getByRole('heading', { name: 'Something went wrong.', level: 1 })).toBeVisible(SLOW),
  },
];

/** The ids of datasets by name, read once per worker as the owner. */
export function datasetIds(request: APIRequestContext): (name: string) => Promise<string> {
  let all: Promise<WireDataset[]> | null = null;
  return async (name) => {
    all ??= request
      .get('/api/v1/me/datasets', { headers: { 'X-Argilla-Api-Key': 'owner.apikey' } })
      .then(async (response) => ((await response.json()) as { items: WireDataset[] }).items);
    const found = (await all).find((dataset) => dataset.name === name);
    if (!found) throw new Error(`no dataset named ${name}`);
    return found.id;
  };
}
