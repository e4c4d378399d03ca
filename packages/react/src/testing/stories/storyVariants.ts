import { expect, waitFor } from 'storybook/test';
import { storyFrame, storyRoot } from './storyCanvas';
import type { StoryGlobals } from './storyGlobals';

type Check = (canvasElement: HTMLElement) => void | Promise<void>;
type Options = { before?: Check };
/** The part of a play function's context the variants use. */
type PlayContext = { canvasElement: HTMLElement };
/** Any story object: the variants only read its globals and play function. */
type VariantBase = { globals?: Record<string, unknown>; play?: unknown };

/**
 * The same story under other toolbar globals: it keeps the base story's checks and adds `check`.
 *
 * @example
 * export const Dark: Story = withGlobals(Default, { theme: 'dark' }, (canvas) => …);
 */
export function withGlobals<S extends VariantBase>(base: S, globals: Partial<StoryGlobals>, check: Check, { before }: Options = {}): S {
  const play = base.play as ((context: PlayContext) => void | Promise<void>) | undefined;
  return {
    ...base,
    globals: { ...base.globals, ...globals },
    play: async (context: PlayContext) => {
      await before?.(context.canvasElement);
      await play?.(context);
      await check(context.canvasElement);
    },
  };
}

/** The base story in the dark or high-contrast theme: the frame carries the theme and its colours. */
export function inTheme<S extends VariantBase>(base: S, theme: 'dark' | 'high-contrast'): S {
  return withGlobals(base, { theme }, (canvasElement) => {
    const frame = storyFrame(canvasElement);
    expect(frame.getAttribute('data-mg-theme')).toBe(theme);
    expect(frame.style.getPropertyValue('--mg-color-bg')).toBe(theme === 'dark' ? '#16181d' : '#000000');
  });
}

/** The base story laid out right to left. */
export function inRightToLeft<S extends VariantBase>(base: S): S {
  return withGlobals(base, { direction: 'rtl' }, (canvasElement) => {
    expect(storyFrame(canvasElement).getAttribute('dir')).toBe('rtl');
  });
}

/** The base story inside an open shadow root: the theme and component styles land in that root, not the page. */
export function inShadowRoot<S extends VariantBase>(base: S): S {
  return withGlobals(
    base,
    { shadowRoot: 'on' },
    (canvasElement) => {
      const root = storyRoot(canvasElement).getRootNode();
      expect(root).toBeInstanceOf(ShadowRoot);
      expect((root as ShadowRoot).querySelector('style[data-mg-style="mg-theme"]')).not.toBeNull();
    },
    // The shadow root is attached once the host is in the document; its content renders right after.
    { before: (canvasElement) => waitFor(() => expect(storyRoot(canvasElement).childElementCount).toBeGreaterThan(0)) },
  );
}
