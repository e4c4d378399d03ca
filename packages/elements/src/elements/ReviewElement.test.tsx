import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../base/defineElement';
import { ReviewElement } from './ReviewElement';

defineElement(ReviewElement);

const owner = { id: 'u1', username: 'owner', role: 'owner', first_name: 'Owner', last_name: null, api_key: 'k' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const wrap = (value: unknown) => ({ value });
const response = (userId: string, sentiment: string) => ({
  id: `resp-${userId}`, user_id: userId, record_id: 'r1', status: 'submitted', values: { sentiment: wrap(sentiment) }, inserted_at: null, updated_at: null,
});

/** One dataset with a label question and one record two annotators answered differently. */
const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const path = new URL(String(input), 'http://test.local/').pathname.replace(/^.*\/v1/, '');
  const method = init?.method ?? 'GET';
  if (path === '/me') return json(200, owner);
  if (path === '/datasets/d1/review/summary') return json(200, { reviewable: 1, pending: 1, accepted: 0, rejected: 0, can_review: true });
  if (path === '/datasets/d1') return json(200, { id: 'd1', name: 'reviews', workspace_id: 'w1' });
  if (path === '/datasets/d1/fields') return json(200, { items: [{ id: 'f', name: 'text', title: 'Text', required: true, settings: { type: 'text' } }] });
  if (path === '/datasets/d1/questions')
    return json(200, {
      items: [{ id: 'q', name: 'sentiment', title: 'Sentiment', required: true, settings: { type: 'label_selection', options: [{ value: 'pos', text: 'pos' }, { value: 'neg', text: 'neg' }] } }],
    });
  if (path === '/datasets/d1/review/records')
    return json(200, {
      total: 1,
      items: [{
        record: { id: 'r1', fields: { text: 'Great, just great.' }, metadata: null, external_id: null, responses: [response('u-a', 'pos'), response('u-b', 'neg')] },
        review: { record_id: 'r1', status: 'pending', values: { sentiment: wrap('pos') }, reviewer_id: null, comment: null, updated_at: null },
        disagreement: 1,
        annotators: [{ user_id: 'u-a', username: 'ann' }, { user_id: 'u-b', username: 'bob' }],
      }],
    });
  if (method === 'PUT' && path === '/records/r1/review')
    return json(200, { record_id: 'r1', status: 'accepted', values: JSON.parse(String(init?.body)).values, reviewer_id: 'u1', comment: null, updated_at: 'now' });
  return json(404, { detail: 'Not Found' });
});

afterEach(() => document.body.replaceChildren());

describe('<mg-review>', () => {
  it('shows who said what in its shadow root and accepts with the shortcut', async () => {
    const element = document.createElement('mg-review') as ReviewElement;
    Object.assign(element, { fetch, token: 'good' });
    element.setAttribute('dataset-id', 'd1');
    document.body.appendChild(element);
    const root = element.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('[part="review-record"]')?.textContent).toContain('Great, just great.'));
    expect(root.textContent).toContain('1 · ann');
    expect(root.textContent).toContain('1 · bob');
    (root.querySelector('[part="review"]') as HTMLElement).focus();
    root.querySelector('[part="review"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(document.head.querySelector('style[data-mg-style]')).toBeNull();
  });
});
