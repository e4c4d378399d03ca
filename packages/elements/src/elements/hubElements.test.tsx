import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../base/defineElement';
import { ExportElement } from './ExportElement';
import { HubImportElement } from './HubImportElement';

defineElement(HubImportElement);
defineElement(ExportElement);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API and the hub the server names, on one fake `fetch`: the hub knows only `stanfordnlp/imdb`. */
const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/v1/me'))
    return json(200, { id: 'u1', username: 'own', role: 'owner', first_name: 'O', api_key: 'k' });
  if (url.pathname.endsWith('/v1/settings'))
    return json(200, {
      argilla: {},
      hub: { hub_url: 'http://hub.test', datasets_server_url: 'http://hub.test' },
    });
  if (
    url.origin === 'http://hub.test' &&
    url.pathname === '/info' &&
    url.searchParams.get('dataset') === 'stanfordnlp/imdb'
  )
    return json(200, {
      dataset_info: { plain_text: { features: {}, splits: { train: { name: 'train' } } } },
    });
  return json(404, { error: 'The dataset does not exist' });
});

function mount(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, { fetch });
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('mg-hub-import', () => {
  it('looks the repository up on the hub the server names and fires mg-navigate to its preview', async () => {
    // The browser reads the hub with its own fetch; the element's `fetch` property is for the API.
    vi.stubGlobal('fetch', fetch);
    const element = mount('mg-hub-import', { 'api-key': 'k', locale: 'en' });
    const navigated = vi.fn();
    element.addEventListener('mg-navigate', (event) => navigated((event as CustomEvent).detail));
    const input = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector('input');
      expect(found).toBeTruthy();
      return found as HTMLInputElement;
    });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'nobody/nothing');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    element.shadowRoot!.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => {
      expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe(
        'Dataset not found or available on Hugging Face',
      );
    });
    setValue.call(input, 'stanfordnlp/imdb');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    element.shadowRoot!.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(navigated).toHaveBeenCalled());
    expect(JSON.stringify(navigated.mock.calls[0]![0])).toContain('/stanfordnlp%2Fimdb');
  });
});

describe('mg-export', () => {
  it('renders the export button for its dataset in its shadow root', async () => {
    const element = mount('mg-export', { 'api-key': 'k', locale: 'en', 'dataset-id': 'd1' });
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('button')?.textContent).toContain('Export to Hub'),
    );
  });
});
