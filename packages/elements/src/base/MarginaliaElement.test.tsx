import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestElement } from '../testing/TestElement';
import { defineElement } from './defineElement';
import type { MarginaliaErrorDetail } from './MarginaliaEvents';

defineElement(TestElement);

const me = { id: 'u1', username: 'ann', role: 'annotator', first_name: 'Ann', api_key: 'k' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mount(setup: (element: TestElement) => void = () => {}) {
  const element = document.createElement('mg-test') as TestElement;
  setup(element);
  document.body.appendChild(element);
  return element;
}

const shown = async (element: TestElement) => {
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('output')).not.toBeNull());
  return JSON.parse(element.shadowRoot!.querySelector('output')!.textContent!) as Record<string, unknown>;
};

afterEach(() => document.body.replaceChildren());

describe('MarginaliaElement', () => {
  it('reads attributes into typed properties, reflects the reflected ones, and re-renders', async () => {
    const element = mount((el) => {
      el.setAttribute('dataset-id', 'd1');
      el.setAttribute('page-size', '25');
      el.setAttribute('compact', '');
    });
    expect(await shown(element)).toMatchObject({ datasetId: 'd1', pageSize: 25, compact: true });
    const typed = element as unknown as { datasetId: string | null; pageSize: number | null };
    typed.datasetId = 'd2';
    expect(element.getAttribute('dataset-id')).toBe('d2');
    typed.pageSize = 50;
    expect(element.getAttribute('page-size')).toBe('25');
    await vi.waitFor(async () =>
      expect(await shown(element)).toMatchObject({ datasetId: 'd2', pageSize: 50 }),
    );
  });

  it('takes properties a page set before the element was upgraded', async () => {
    const early = document.createElement('div');
    early.innerHTML = '<mg-later></mg-later>';
    const pending = early.firstElementChild as HTMLElement & { options?: unknown };
    pending.options = { a: 1 };
    document.body.appendChild(early);
    class LaterElement extends TestElement {}
    customElements.define('mg-later', LaterElement);
    expect(await shown(pending as unknown as TestElement)).toMatchObject({ options: { a: 1 } });
  });

  it('renders in an open shadow root with a root part, and unmounts when removed but not when moved', async () => {
    const element = mount();
    await shown(element);
    expect(element.shadowRoot!.querySelector('[part="root"]')).not.toBeNull();
    const other = document.body.appendChild(document.createElement('section'));
    other.appendChild(element); // a move: removed and inserted in one task
    await Promise.resolve();
    expect(element.shadowRoot!.querySelector('output')).not.toBeNull();
    element.remove();
    await vi.waitFor(() => expect(element.shadowRoot!.childNodes).toHaveLength(0));
  });

  it('fires mg-ready once the session is known, bubbling and composed', async () => {
    const events: Event[] = [];
    document.addEventListener('mg-ready', (event) => events.push(event));
    mount();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ bubbles: true, composed: true, detail: { user: null } });
  });

  it('signs in with a token property and reports a 401 as mg-error with the translated message', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      return auth === 'Bearer good' ? json(200, me) : json(401, { detail: 'Could not validate credentials' });
    });
    const errors: MarginaliaErrorDetail[] = [];
    const element = mount((el) => {
      Object.assign(el, { fetch, token: 'expired' });
      el.addEventListener('mg-error', (event) => errors.push(event.detail));
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({
      status: 401,
      key: 'http.401',
      message: 'Could not validate credentials',
      retrying: false,
    });

    // A token provider is asked again once after the 401, and the request sent again with its new token.
    const provider = vi.fn().mockResolvedValueOnce('still-expired').mockResolvedValueOnce('good');
    Object.assign(element, { token: null, tokenProvider: provider });
    await vi.waitFor(async () => expect(await shown(element)).toMatchObject({ user: 'ann' }));
    expect(provider).toHaveBeenCalledTimes(2);
    expect(errors.at(-1)).toMatchObject({ status: 401, retrying: true });
  });

  it('asks a token provider again only once after a 401: a second 401 is reported, not retried', async () => {
    const fetch = vi.fn(async () => json(401, { detail: 'Could not validate credentials' }));
    const provider = vi.fn(async () => 'always-expired');
    const errors: MarginaliaErrorDetail[] = [];
    mount((el) => {
      Object.assign(el, { fetch, tokenProvider: provider });
      el.addEventListener('mg-error', (event) => errors.push(event.detail));
    });
    await vi.waitFor(() => expect(errors).toHaveLength(2));
    expect(errors.map((error) => [error.status, error.retrying])).toEqual([
      [401, true],
      [401, false],
    ]);
    // Later work (renders, the next task) asks nobody again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(provider).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
  });

  it('leaves a second definition alone instead of throwing', () => {
    expect(defineElement(TestElement)).toBe(false);
    expect(customElements.get('mg-test')).toBe(TestElement);
  });
});
