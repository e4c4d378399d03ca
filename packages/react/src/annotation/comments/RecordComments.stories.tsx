import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failingServer,
  inRightToLeft,
  inShadowRoot,
  inTheme,
  signedInAs,
  storyCanvas,
} from '../../testing/stories';
import { ok } from '../../testing/createFakeApi';
import { RecordComments } from './RecordComments';
import { ANN, RITA, commentRoutes, storedComment } from './testing/commentsApi';

const thread = () => [
  storedComment('c1', ANN, 'Is this **sarcasm**? @rita, see the guidelines on irony.'),
  storedComment('c2', RITA, 'I think so: *"great, another Monday"*.', { resolved: true }),
];

const meta = {
  title: 'Comments/RecordComments',
  component: RecordComments,
  args: { datasetId: 'ds', recordId: 'r1' },
  parameters: signedInAs(ANN, commentRoutes(ANN, thread())),
} satisfies Meta<typeof RecordComments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short discussion: the body as markdown, the resolved answer dimmed, the box for a new comment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const first = await canvas.findByRole('listitem', { name: 'Comment by ann' });
    await waitFor(() => expect(first.querySelector('strong')?.textContent).toBe('sarcasm'));
    expect(
      within(canvas.getByRole('listitem', { name: 'Comment by rita' })).getByText('Resolved'),
    ).toBeTruthy();
    expect(canvas.getByRole('textbox', { name: 'New comment' })).toBeTruthy();
  },
};

/** The reviewer mentioned in the thread answers and resolves it. */
export const ReviewerAnswersAndResolves: Story = {
  parameters: signedInAs(RITA, commentRoutes(RITA, thread(), { canReview: true })),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const first = await canvas.findByRole('listitem', { name: 'Comment by ann' });
    expect(within(first).getByText('Mentions you')).toBeTruthy();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New comment' }), 'Yes, @ann: irony.');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    expect(await canvas.findAllByRole('listitem', { name: 'Comment by rita' })).toHaveLength(2);
    await userEvent.click(within(first).getByRole('button', { name: 'Resolve' }));
    expect(await within(first).findByText('Resolved')).toBeTruthy();
  },
};

/** No comment yet. */
export const Empty: Story = {
  parameters: signedInAs(ANN, {
    ...commentRoutes(ANN, []),
    'GET /v1/records/r1/comments': ok({ items: [] }),
  }),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText(/No comments yet/)).toBeTruthy();
  },
};

/** The thread cannot be read: the reason, in the spec's words. */
export const LoadFailed: Story = {
  parameters: { marginalia: { server: () => failingServer({ 'GET /v1/me': ok(ANN) }), signedIn: true } },
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toMatch(
      /Failed to load the comments/,
    );
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('textbox', { name: 'Neuer Kommentar' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
