import type { Preview } from '@storybook/react-vite';
import { INITIAL_STORY_GLOBALS, STORY_GLOBAL_TYPES, loadMarginalia, withMarginalia } from '../src/testing/stories';

// Every story renders inside the real MarginaliaProvider over an in-memory fake server; the toolbar switches the
// locale, theme, text direction and whether the story sits in a shadow root.
const preview: Preview = {
  globalTypes: STORY_GLOBAL_TYPES,
  initialGlobals: { ...INITIAL_STORY_GLOBALS },
  loaders: [loadMarginalia],
  decorators: [withMarginalia],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
