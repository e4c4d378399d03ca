import type { Decorator } from '@storybook/react';
import { action } from 'storybook/actions';
import { annotationCss } from '../../annotation/annotationCss';
import { homeCss } from '../../home/homeCss';
import type { LoadedMarginalia } from './loadMarginalia';
import { MarginaliaStoryFrame } from './MarginaliaStoryFrame';
import { readStoryGlobals } from './storyGlobals';
import { StyledPart } from './StyledPart';

const navigate = action('navigate');

/** The global decorator: every story renders inside {@link MarginaliaStoryFrame}. */
export const withMarginalia: Decorator = (Story, context) => (
  <MarginaliaStoryFrame
    globals={readStoryGlobals(context.globals)}
    loaded={(context.loaded as { marginalia: LoadedMarginalia }).marginalia}
    onNavigate={(to, options) => navigate(to, options)}
  >
    <Story />
  </MarginaliaStoryFrame>
);

/**
 * For a part shown on its own: the stylesheet its parent component injects, around the story.
 *
 * @example
 * decorators: [withPartStyles('mg-dataset-list', datasetListCss)],
 */
export function withPartStyles(styleId: string, css: string): Decorator {
  const PartStyles: Decorator = (Story) => (
    <StyledPart styleId={styleId} css={css} className={`${styleId}-part`}>
      <Story />
    </StyledPart>
  );
  return PartStyles;
}

/** For the annotation view's parts (toolbar, questions, panels…). */
export const withAnnotationStyles = withPartStyles('mg-annotation', annotationCss);

/** For the home page's parts (sidebar, import forms, guides…). */
export const withHomeStyles = withPartStyles('mg-home', homeCss);
