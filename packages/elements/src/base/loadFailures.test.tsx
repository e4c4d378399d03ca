import { ApiError } from '@marginalia/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_ELEMENTS } from '../allElements';
import { defineElement } from './defineElement';
import type { MarginaliaErrorDetail } from './MarginaliaEvents';
import { isFailedLoad } from './loadFailures';
import { FIRST_LOAD } from '../testing/firstLoad';

for (const element of ALL_ELEMENTS) defineElement(element);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 'u1', username: 'owner', role: 'owner', first_name: 'O', api_key: 'k' };
const table = {
  schema: {
    fields: [{ name: 'Outcome_ID', type: 'integer' }],
    primaryKey: ['Outcome_ID'],
    schemaName: 'Outcome',
  },
  data: [{ Outcome_ID: 1 }],
};

/** For each element that loads data: how it is mounted, and the read (after `/api/v1`) that fails. */
const LOADS: Record<
  string,
  { attributes?: Record<string, string>; properties?: object; failing: string; before?(): void }
> = {
  'mg-dataset-list': { failing: '/me/datasets' },
  'mg-user-settings': { failing: '/me/workspaces' },
  'mg-progress': { attributes: { 'dataset-id': 'd1' }, failing: '/me/datasets/d1/metrics' },
  'mg-dataset-settings': { attributes: { 'dataset-id': 'd1' }, failing: '/datasets/d1' },
  'mg-document-viewer': { attributes: { 'document-id': 'doc1' }, failing: '/documents/by-id/doc1' },
  'mg-reference-table': {
    attributes: { workspace: 'w1' },
    properties: { value: table },
    failing: '/file/w1/schemas/Outcome',
  },
  'mg-review': { attributes: { 'dataset-id': 'd1' }, failing: '/datasets/d1/review/summary' },
  'mg-agreement': { attributes: { 'dataset-id': 'd1' }, failing: '/datasets/d1/agreement' },
  'mg-record-history': { attributes: { 'record-id': 'r1' }, failing: '/records/r1/history' },
  'mg-record-comments': {
    attributes: { 'dataset-id': 'd1', 'record-id': 'r1' },
    failing: '/records/r1/comments',
  },
  'mg-export': {
    attributes: { 'dataset-id': 'd1' },
    failing: '/jobs/j1',
    // A running export kept from an earlier visit: the element follows it at once.
    before: () =>
      localStorage.setItem(
        'marginalia.exportToHub',
        JSON.stringify({ d1: { jobId: 'j1', datasetName: 'acme/reviews', isPrivate: false } }),
      ),
  },
};

/** The API: the signed-in user, the failing read answered `status` (0: no answer), everything else empty. */
function api(failing: string, status: number) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://test.local/').pathname.replace(/^.*\/v1/, '');
    if (path === failing) {
      if (status === 0) throw new TypeError('Failed to fetch');
      return json(status, { detail: 'Something broke' });
    }
    if (path === '/me') return json(200, user);
    if (path === '/settings') return json(200, { argilla: {} });
    if (path.endsWith('/metrics'))
      return json(200, { responses: { total: 3, submitted: 1, discarded: 0, draft: 0, pending: 2 } });
    return json(200, { items: [], users: [] });
  });
}

function mount(tag: string, failing: string, status: number) {
  const { attributes = {}, properties = {}, before } = LOADS[tag]!;
  before?.();
  const errors: MarginaliaErrorDetail[] = [];
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, { fetch: api(failing, status), token: 'good', ...properties });
  element.addEventListener('mg-error', (event) => errors.push(event.detail));
  document.body.appendChild(element);
  return errors;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('mg-error when an element’s load fails', () => {
  it('is documented on every element that loads data, with the same detail; the others load nothing', () => {
    const loading = ALL_ELEMENTS.filter(({ contract }) => contract.loads?.length).map(
      ({ contract }) => contract.tag,
    );
    expect(loading.sort()).toEqual(Object.keys(LOADS).sort());
    // The annotation view reports its own failures (a dataset or record it cannot show, any failed load).
    const others = ALL_ELEMENTS.filter(({ contract }) => !contract.loads?.length).map(
      ({ contract }) => contract.tag,
    );
    expect(others.sort()).toEqual(['mg-annotation-view', 'mg-hub-import', 'mg-sign-in']);
    for (const { contract } of ALL_ELEMENTS) {
      const event = contract.events['mg-error']!;
      expect(event.detail, contract.tag).toMatch(
        /^\{ status: number; key: string; message: string; retrying: boolean/,
      );
      for (const path of contract.loads ?? [])
        expect(event.description, contract.tag).toContain(`GET ${path}`);
    }
  });

  it.each(Object.keys(LOADS))('%s fires mg-error once its load answers 500', async (tag) => {
    const errors = mount(tag, LOADS[tag]!.failing, 500);
    const { key } = new ApiError(500, { detail: 'Something broke' }).message;
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), FIRST_LOAD);
    expect(errors[0]).toEqual({ status: 500, key, message: expect.any(String), retrying: false });
    expect(errors[0]!.message).not.toBe('');
  });

  it('reports a load without an answer as status 0, and never a 401 twice', async () => {
    const errors = mount('mg-progress', '/me/datasets/d1/metrics', 0);
    await vi.waitFor(() => expect(errors.map((error) => error.status)).toEqual([0]));
    expect(isFailedLoad({ loads: ['/me/datasets/*/metrics'] }, 401, '/me/datasets/d1/metrics')).toBe(false);
    expect(isFailedLoad({ loads: ['/me/datasets/*/metrics'] }, 404, '/me/datasets/d1/metrics')).toBe(true);
    expect(isFailedLoad({ loads: ['/datasets/*'] }, 404, '/datasets/d1/fields')).toBe(false);
  });

  it('stays quiet when a read the view shrugs off fails (the team progress of an annotator)', async () => {
    const errors = mount('mg-progress', '/datasets/d1/progress', 403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);
  });
});
