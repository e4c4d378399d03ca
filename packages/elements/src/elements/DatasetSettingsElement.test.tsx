import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../base/defineElement';
import { DatasetSettingsElement } from './DatasetSettingsElement';

defineElement(DatasetSettingsElement);

const AT = '2024-05-01T10:22:33';
const owner = {
  id: 'u1',
  username: 'owner',
  role: 'owner',
  first_name: 'Owner',
  last_name: null,
  api_key: 'k',
  inserted_at: AT,
  updated_at: AT,
};
const dataset = {
  id: 'd1',
  name: 'reviews',
  guidelines: 'Read it all.',
  allow_extra_metadata: true,
  status: 'ready',
  distribution: { strategy: 'overlap', min_submitted: 1 },
  metadata: null,
  workspace_id: 'w1',
  last_activity_at: AT,
  inserted_at: AT,
  updated_at: AT,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of one dataset without fields, questions, metadata or vectors. */
const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const path = new URL(String(input), 'http://test.local/').pathname.replace(/^.*\/v1/, '');
  const method = init?.method ?? 'GET';
  if (path === '/me') return json(200, owner);
  if (path === '/datasets/d1') return json(200, dataset); // GET, and the DELETE answering the deleted dataset
  if (path === '/datasets/d1/users/progress') return json(200, { users: [] });
  if (method === 'GET' && /\/(fields|questions|metadata-properties|vectors-settings)$/.test(path))
    return json(200, { items: [] });
  return json(404, { detail: 'Not Found' });
});

/** Types into a React-controlled input inside the shadow root. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => document.body.replaceChildren());

describe('<mg-dataset-settings>', () => {
  it('shows the settings in its shadow root and fires mg-dataset-deleted once the typed name deletes the dataset', async () => {
    const deleted: unknown[] = [];
    const element = document.createElement('mg-dataset-settings') as DatasetSettingsElement;
    Object.assign(element, { fetch, token: 'good' });
    element.setAttribute('dataset-id', 'd1');
    element.addEventListener('mg-dataset-deleted', (event) => deleted.push(event.detail));
    document.body.appendChild(element);
    const root = element.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelectorAll('[role="tab"]')).toHaveLength(4));
    (root.querySelector('[role="tab"]:last-child') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('form input')).not.toBeNull());
    type(root.querySelector('form input') as HTMLInputElement, 'reviews');
    await vi.waitFor(() =>
      expect((root.querySelector('form button') as HTMLButtonElement).disabled).toBe(false),
    );
    (root.querySelector('form button') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(deleted).toEqual([{ datasetId: 'd1' }]));
  });
});
