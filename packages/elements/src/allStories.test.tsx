/// <reference types="vite/client" />
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { afterAll, describe, expect, it } from 'vitest';
import preview from '../../react/.storybook/preview';
import { ALL_ELEMENTS } from './allElements';

// Renders every story of the elements with Storybook's preview and runs its play function, which checks what
// the element shows inside its shadow root; and every element has a story, so none is left out of Storybook.
setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const storied = new Set<string>();

describe.each(Object.keys(modules).sort())('%s', (path) => {
  const stories = Object.entries(composeStories(modules[path]!)) as [string, ComposedStory][];
  for (const [, Story] of stories) storied.add(String((Story.args as { tag?: string }).tag));

  it.each(stories)('%s renders and passes its checks', async (_name, Story) => {
    expect(Story.play, 'the story needs a play function with its checks').toBeTypeOf('function');
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      await Story.run({ canvasElement });
      const tag = String((Story.args as { tag?: string }).tag);
      expect(canvasElement.querySelector(tag)?.shadowRoot?.textContent?.trim(), 'the element showed nothing').toBeTruthy();
    } finally {
      canvasElement.remove();
    }
  }, 30_000);
});

describe('the elements’ stories', () => {
  it('show every element', () => {
    expect([...storied].sort()).toEqual(ALL_ELEMENTS.map((element) => element.contract.tag).sort());
  });
});

afterAll(() => console.info(`element stories: ${storied.size} elements`));
