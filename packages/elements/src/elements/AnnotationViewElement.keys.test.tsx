import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATASET_ID } from '../../../react/src/testing/annotationFixtures';
import { numberedRecords, viewApi } from '../../../react/src/testing/annotationViewApi';
import { defineElement } from '../base/defineElement';
import { AnnotationViewElement } from './AnnotationViewElement';

defineElement(AnnotationViewElement);

// The view's shortcuts (Ctrl/Cmd+S saves a draft) act only on keys pressed inside the element: a key typed in
// the host page's own input, or in a second view, is left alone.

function mountView() {
  const element = document.createElement('mg-annotation-view');
  for (const [name, value] of Object.entries({ 'api-key': 'k', locale: 'en', 'dataset-id': DATASET_ID }))
    element.setAttribute(name, value);
  const api = viewApi({ records: numberedRecords(2) });
  // Each draft the view sends (the fake server has no response route: the request is what counts).
  const drafts: string[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    if (String(input instanceof Request ? input.url : input).includes('/responses')) drafts.push(String(init?.body));
    return api.fetch(input, init);
  };
  Object.assign(element, { fetch });
  document.body.appendChild(element);
  return { element, drafts };
}

/** Presses Ctrl+S on a node; resolves whether something took the key (`preventDefault`). */
function pressSave(target: Element): boolean {
  const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

const radioIn = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLInputElement>('input[type="radio"]');

afterEach(() => document.body.replaceChildren());

describe('mg-annotation-view shortcuts', { timeout: 30_000 }, () => {
  it('leave keys typed in the page and in another view alone, and act on keys inside the element', async () => {
    const pageInput = document.body.appendChild(document.createElement('input'));
    const first = mountView();
    const second = mountView();
    await vi.waitFor(() => expect(radioIn(first.element) && radioIn(second.element)).toBeTruthy(), { timeout: 10_000 });
    // An answer in each, so a draft has something to save.
    radioIn(first.element)!.click();
    radioIn(second.element)!.click();
    // Once the view listens (an effect after its first paint), a key inside it is taken.
    await vi.waitFor(() => expect(pressSave(radioIn(second.element)!)).toBe(true));
    await vi.waitFor(() => expect(second.drafts).toHaveLength(1));

    expect(pressSave(pageInput)).toBe(false);
    expect(pressSave(document.body)).toBe(false);
    await vi.waitFor(() => expect(pressSave(radioIn(first.element)!)).toBe(true));
    await vi.waitFor(() => expect(first.drafts).toHaveLength(1));
    // Neither the page's keys nor the first view's reached the second view.
    expect(second.drafts).toHaveLength(1);
  });
});
