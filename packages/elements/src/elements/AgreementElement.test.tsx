import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../base/defineElement';
import { AgreementElement } from './AgreementElement';

defineElement(AgreementElement);

const owner = { id: 'u1', username: 'owner', role: 'owner', first_name: 'Owner', last_name: null, api_key: 'k' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const agreement = {
  items: [{ question: 'sentiment', type: 'label_selection', metric: 'krippendorff_alpha', level: 'nominal', value: 0.691, units: 4, annotators: 3 }],
  annotators: [{ user_id: 'u-a', username: 'ann', records: 4, agreement_with_others: 0.5, agreement_with_review: null }],
};

function fakeFetch(status = 200) {
  return vi.fn(async (input: string | URL | Request) => {
    const path = new URL(String(input), 'http://test.local/').pathname.replace(/^.*\/v1/, '');
    if (path === '/me') return json(200, owner);
    if (path === '/datasets/d1/agreement') return status === 200 ? json(200, agreement) : json(status, { detail: 'Forbidden' });
    return json(404, { detail: 'Not Found' });
  });
}

function mount(fetch: ReturnType<typeof fakeFetch>) {
  const element = document.createElement('mg-agreement') as AgreementElement;
  Object.assign(element, { fetch, token: 'good' });
  element.setAttribute('dataset-id', 'd1');
  document.body.appendChild(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('<mg-agreement>', () => {
  it('shows the figures with their band in its shadow root, styles kept inside', async () => {
    const root = mount(fakeFetch()).shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('[part="agreement"]')?.textContent).toContain('0.691'));
    expect(root.textContent).toContain('Tentative');
    expect(root.textContent).toContain('ann');
    expect(root.textContent).toContain('None of their records has an accepted review');
    expect(document.head.querySelector('style[data-mg-style]')).toBeNull();
  });

  it('tells a non-reviewer and fires mg-error', async () => {
    const element = document.createElement('mg-agreement') as AgreementElement;
    const errors: Event[] = [];
    element.addEventListener('mg-error', (event) => errors.push(event));
    Object.assign(element, { fetch: fakeFetch(403), token: 'good' });
    element.setAttribute('dataset-id', 'd1');
    document.body.appendChild(element);
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="alert"]')?.textContent).toMatch(/not a reviewer/));
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0));
  });
});
