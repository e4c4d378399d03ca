import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { failingServer, inRightToLeft, inShadowRoot, inTheme, pendingServer, signedInAs, storyCanvas } from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { wireUser } from '../testing/wireFixtures';
import { ReviewView } from './ReviewView';
import { reviewItem, reviewRoutes } from './testing/reviewApi';

const REVIEWER = wireUser({ username: 'rev', role: 'owner' });
const signedInServer = (server: typeof pendingServer) => ({
  marginalia: { server: () => server({ 'GET /v1/me': ok(REVIEWER) }), signedIn: true },
});

const meta = {
  title: 'Review/ReviewView',
  component: ReviewView,
  args: { datasetId: 'ds' },
  parameters: signedInAs(REVIEWER, reviewRoutes()),
} satisfies Meta<typeof ReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three annotators disagree on the sentiment: the answers side by side with counts, the summaries as a diff. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const sentiment = await canvas.findByRole('listitem', { name: 'Sentiment' });
    expect(within(sentiment).getByText('Annotators disagree')).toBeTruthy();
    expect(within(sentiment).getByText('2 · ann, cat')).toBeTruthy();
    expect(canvas.getByText('Record 1 of 2')).toBeTruthy();
  },
};

/** The reviewer picks bob's answer as the gold one. */
export const PickAnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const sentiment = await canvas.findByRole('listitem', { name: 'Sentiment' });
    await userEvent.click(within(sentiment).getByRole('button', { name: "Use bob's answer" }));
    expect(within(sentiment).getByRole('radio', { name: 'negative' })).toHaveProperty('checked', true);
  },
};

/** Two annotators agree: nothing is marked. */
export const Unanimous: Story = {
  parameters: signedInAs(REVIEWER, reviewRoutes([reviewItem('r9', { 'u-ann': { sentiment: 'neutral' }, 'u-bob': { sentiment: 'neutral' } }, 0)])),
  play: async ({ canvasElement }) => {
    const sentiment = await storyCanvas(canvasElement).findByRole('listitem', { name: 'Sentiment' });
    expect(within(sentiment).getByText('Annotators agree')).toBeTruthy();
  },
};

/** Someone who does not review the dataset is told so. */
export const NotAReviewer: Story = {
  parameters: signedInAs(REVIEWER, reviewRoutes(undefined, { canReview: false })),
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toMatch(/not a reviewer/);
  },
};

export const Loading: Story = {
  parameters: signedInServer(pendingServer),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Loading the review…')).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  parameters: signedInServer(failingServer),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('alert')).toBeTruthy();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('listitem', { name: 'Sentiment' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
