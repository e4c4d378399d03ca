import type { AnyModel, AnyWidget, Experimental, Host, RenderProps } from '@anywidget/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import widget, { type MarginaliaWidgetTraits } from './widget';

type Traits = Required<MarginaliaWidgetTraits>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the protocol types its handlers with `any` arguments
type Handler = (...args: any[]) => void;

/**
 * A host as anywidget's published protocol types describe it: a model with traits, `change:<trait>` events,
 * `save_changes` and custom messages to the kernel (recorded in `sent`).
 */
class HostModel implements AnyModel<Traits> {
  readonly sent: unknown[] = [];
  readonly handlers = new Map<string, Set<Handler>>();
  readonly widget_manager = { get_model: () => Promise.reject(new Error('no other models')) };
  constructor(private traits: Traits) {}

  get<K extends keyof Traits>(key: K): Traits[K] {
    return this.traits[key];
  }
  set<K extends keyof Traits>(key: K, value: Traits[K]): void {
    this.traits = { ...this.traits, [key]: value };
    for (const handler of this.handlers.get(`change:${key}`) ?? []) handler();
  }
  on(eventName: string, callback: Handler): void {
    this.handlers.set(eventName, (this.handlers.get(eventName) ?? new Set()).add(callback));
  }
  off(eventName?: string | null, callback?: Handler | null): void {
    for (const [name, handlers] of this.handlers) {
      if (eventName && name !== eventName) continue;
      if (callback) handlers.delete(callback);
      else handlers.clear();
    }
  }
  save_changes(): void {}
  send(content: unknown): void {
    this.sent.push(content);
  }
  listenerCount(): number {
    return [...this.handlers.values()].reduce((sum, handlers) => sum + handlers.size, 0);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API of one annotator; `GET /me` answers 401 for any other key. */
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const key = new Headers(init?.headers).get('X-Argilla-Api-Key');
  if (url.pathname.endsWith('/v1/me'))
    return key === 'ann.key'
      ? json(200, { id: 'u1', username: 'ann', role: 'annotator', first_name: 'Ann', api_key: 'ann.key' })
      : json(401, { detail: 'Could not validate credentials' });
  return json(404, { detail: 'Not found' });
});

function renderWidget(traits: Traits) {
  const model = new HostModel(traits);
  const el = document.body.appendChild(document.createElement('div'));
  const props: RenderProps<Traits> = {
    model,
    el,
    signal: new AbortController().signal,
    host: {} as Host,
    experimental: {} as Experimental,
  };
  // The module is an anywidget front-end module: its default export is what a host loads.
  const definition: AnyWidget<Traits> = widget;
  const cleanup = (definition as { render: (props: RenderProps<Traits>) => () => void }).render(props);
  return { model, el, cleanup };
}

afterEach(() => document.body.replaceChildren());

describe('@marginalia/elements/widget (anywidget)', () => {
  it('shows the element of the tag trait with its attributes and properties, and sends its events to the kernel', async () => {
    const { model, el } = renderWidget({
      tag: 'mg-progress',
      attributes: { 'base-url': 'http://server.test/api', 'api-key': 'ann.key', 'dataset-id': 'd1', locale: 'de', compact: true, gone: false },
      properties: { fetch: api },
    });
    const element = el.querySelector('mg-progress')!;
    expect(element).not.toBeNull();
    expect(element.getAttribute('dataset-id')).toBe('d1');
    expect(element.getAttribute('compact')).toBe('');
    expect(element.hasAttribute('gone')).toBe(false);
    // Defined on the first render: the element is upgraded and signs in with the key.
    expect(customElements.get('mg-progress')).toBeDefined();
    await vi.waitFor(() =>
      expect(model.sent).toContainEqual({
        event: 'mg-ready',
        detail: { user: { id: 'u1', username: 'ann', role: 'annotator' } },
      }),
      // The element signs in first: past vi.waitFor's 1 s default in a clean-clone run beside the browser suites.
      { timeout: 10_000 },
    );
  });

  it('follows change: events — attributes added, changed and removed, properties set, a new tag a new element', async () => {
    const { model, el } = renderWidget({ tag: 'mg-progress', attributes: { 'dataset-id': 'd1', theme: 'dark' }, properties: {} });
    const first = el.querySelector('mg-progress')!;
    model.set('attributes', { 'dataset-id': 'd2', locale: 'es' });
    expect(first.getAttribute('dataset-id')).toBe('d2');
    expect(first.getAttribute('locale')).toBe('es');
    expect(first.hasAttribute('theme')).toBe(false);
    model.set('properties', { token: 'bearer-1' });
    expect((first as unknown as { token: string }).token).toBe('bearer-1');

    model.set('tag', 'mg-dataset-list');
    expect(el.querySelector('mg-progress')).toBeNull();
    const list = el.querySelector('mg-dataset-list')!;
    expect(list.getAttribute('dataset-id')).toBe('d2');
    expect((list as unknown as { token: string }).token).toBe('bearer-1');
    expect(el.children).toHaveLength(1);
  });

  it('reports a failed sign-in as mg-error to the kernel', async () => {
    const { model } = renderWidget({
      tag: 'mg-progress',
      attributes: { 'api-key': 'wrong', 'dataset-id': 'd1', locale: 'en' },
      properties: { fetch: api },
    });
    await vi.waitFor(() =>
      expect(model.sent).toContainEqual({
        event: 'mg-error',
        detail: expect.objectContaining({ status: 401, message: 'Could not validate credentials' }),
      }),
      { timeout: 10_000 },
    );
  });

  it('cleans up: the element leaves the output and the model keeps no listener of the view', () => {
    const { model, el, cleanup } = renderWidget({ tag: 'mg-progress', attributes: {}, properties: {} });
    expect(model.listenerCount()).toBe(3);
    cleanup();
    expect(el.children).toHaveLength(0);
    expect(model.listenerCount()).toBe(0);
    model.set('attributes', { 'dataset-id': 'd3' });
    expect(el.children).toHaveLength(0);
  });

  it('refuses a tag that is not a Marginalia element, saying which are', () => {
    expect(() => renderWidget({ tag: 'script', attributes: {}, properties: {} })).toThrow(
      /tag must be one of mg-sign-in, .*mg-annotation-view.*; got "script"/,
    );
  });
});
