/// <reference types="vite/client" />
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { afterAll, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import { storyRoot } from './testing/stories/storyCanvas';

// Renders every story of every stories file with the real preview (decorators, loaders, globals) and runs its
// play function, which checks what the story is about (the error message, the 45 options, the loading state…).
// A story that throws, renders nothing or fails its checks fails here, so the stories cannot rot.
// @vitest-isolate: the play functions drive Storybook's own user-event instance, whose focus and typing checks failed
// in a document other test files had used before (seen with shuffled file orders); this file gets a fresh one.
setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const counted = { files: 0, stories: 0 };

describe.each(Object.keys(modules).sort())('%s', (path) => {
  const stories = Object.entries(composeStories(modules[path]!)) as [string, ComposedStory][];
  counted.files += 1;
  counted.stories += stories.length;

  it('has stories', () => expect(stories.length).toBeGreaterThan(0));

  it.each(stories)('%s renders and passes its checks', async (_name, Story) => {
    // Every story must say what it shows: a story without checks could render an error unnoticed.
    expect(Story.play, 'the story needs a play function with its checks').toBeTypeOf('function');
    const canvasElement = document.body.appendChild(document.createElement('div'));
    try {
      await Story.run({ canvasElement });
      const root = storyRoot(canvasElement);
      expect(root.textContent?.trim() || root.querySelector('img, iframe, svg, input'), 'the story rendered nothing').toBeTruthy();
    } finally {
      canvasElement.remove();
    }
    // Stories of parts loaded on demand (the reference table's grid library) wait for their chunk.
  }, 30_000);
});

afterAll(() => {
  // The figures the report of issue #5 asks for.
  console.info(`stories: ${counted.stories} in ${counted.files} files`);
});
