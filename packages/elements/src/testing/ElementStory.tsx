import { expect, waitFor } from 'storybook/test';

/** A story of one element as a page uses it: its attributes, plus a `fetch` property over a fake server. */
export interface ElementStoryArgs {
  tag: `mg-${string}`;
  attributes: Record<string, string>;
  /** The element's `fetch` (a fake server); properties such as `value` go in `properties`. */
  fetch: typeof globalThis.fetch;
  properties?: Record<string, unknown>;
}

/** Mounts the element into the story's canvas (custom elements render in their own shadow roots). */
export function ElementStory({ tag, attributes, fetch, properties }: ElementStoryArgs) {
  return (
    <div
      ref={(node) => {
        if (!node) return;
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        Object.assign(element, { fetch, ...properties });
        node.replaceChildren(element);
      }}
    />
  );
}

/** What an element shows, read across its shadow root (Testing Library's queries do not cross it). */
export const shadowText = (canvas: HTMLElement, tag: string) => canvas.querySelector(tag)?.shadowRoot?.textContent ?? '';

/** Waits until the element shows `text`, and its `part` surface is drawn. */
export async function expectShown(canvas: HTMLElement, tag: string, text: string | RegExp, part?: string) {
  await waitFor(() => expect(shadowText(canvas, tag)).toMatch(text), { timeout: 15_000 });
  if (part) expect(canvas.querySelector(tag)?.shadowRoot?.querySelector(`[part~="${part}"]`)).toBeTruthy();
}
