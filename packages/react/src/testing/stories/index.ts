// Story support: the frame every story renders in, the fake servers and the checks the stories' play functions use.
export { withMarginalia, withAnnotationStyles, withHomeStyles, withPartStyles } from './storyDecorators';
export { inAnnotationView, loadMarginalia, signedInAs } from './loadMarginalia';
export { DEFAULT_DATASETS, STORY_OVERVIEW, WORKSPACES, homeParameters, storyDatasets } from './homeServer';
export type { MarginaliaStoryParameters, LoadedMarginalia, LoadedAnnotationView } from './loadMarginalia';
export { STORY_GLOBAL_TYPES, INITIAL_STORY_GLOBALS, readStoryGlobals } from './storyGlobals';
export type { StoryGlobals } from './storyGlobals';
export { failingServer, pendingServer, storyServer, serverError, SERVER_ERROR_MESSAGE } from './storyServers';
export type { StoryServer, StoryRoutes } from './storyServers';
export { LONG_TEXT, LONG_UNBROKEN, RTL_TEXT, manyOptions } from './storyContent';
export { storyCanvas, storyFrame, storyRoot } from './storyCanvas';
export type { StoryCanvas } from './storyCanvas';
export { withGlobals, inTheme, inRightToLeft, inShadowRoot } from './storyVariants';
export { MarginaliaStoryFrame } from './MarginaliaStoryFrame';
export { ShadowRootHost } from './ShadowRootHost';
export { StyledPart } from './StyledPart';
