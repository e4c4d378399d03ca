import { within, type queries } from 'storybook/test';
import { SHADOW_CONTAINER_ATTRIBUTE, SHADOW_HOST_ATTRIBUTE } from './ShadowRootHost';

/** Testing Library's queries bound to a story's root. */
export type StoryCanvas = ReturnType<typeof within<typeof queries>>;

/**
 * Testing Library queries over what a story rendered, inside the shadow root when the story uses one (queries
 * do not cross shadow boundaries).
 *
 * @example
 * play: async ({ canvasElement }) => expect(await storyCanvas(canvasElement).findByRole('alert')).toBeTruthy(),
 */
export function storyCanvas(canvasElement: HTMLElement): StoryCanvas {
  return within(storyRoot(canvasElement));
}

/** The element the story's content is mounted in: the shadow root's container, or the canvas itself. */
export function storyRoot(canvasElement: HTMLElement): HTMLElement {
  const host = canvasElement.querySelector(`[${SHADOW_HOST_ATTRIBUTE}]`);
  const container = host?.shadowRoot?.querySelector<HTMLElement>(`[${SHADOW_CONTAINER_ATTRIBUTE}]`);
  return container ?? canvasElement;
}

/** The story frame (the element carrying the direction, language and theme). */
export function storyFrame(canvasElement: HTMLElement): HTMLElement {
  const frame = canvasElement.querySelector<HTMLElement>('[data-story-frame]');
  if (!frame) throw new Error('The story is not inside the Marginalia story frame');
  return frame;
}
