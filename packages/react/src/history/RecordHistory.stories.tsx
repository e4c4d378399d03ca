import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { ok } from '../testing/createFakeApi';
import { inRightToLeft, inShadowRoot, inTheme, signedInAs, storyCanvas } from '../testing/stories';
import { wireUser } from '../testing/wireFixtures';
import { RecordHistory } from './RecordHistory';
import { HISTORY_NOW, RECORD_HISTORY } from './testing/historyFixtures';

const ANNOTATOR = wireUser({ username: 'alice', role: 'annotator' });
const withHistory = (items: unknown[]) =>
  signedInAs(ANNOTATOR, { 'GET /v1/records/r1/history': ok({ items }) });

const meta = {
  title: 'History/RecordHistory',
  component: RecordHistory,
  args: { recordId: 'r1', now: HISTORY_NOW },
  parameters: withHistory(RECORD_HISTORY),
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alice's answer and its change on one line with who and when, then Bob's review. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText("Alice submitted 'positive'")).toBeTruthy();
    expect(canvas.getByText("changed to 'neutral' by Bob (review)")).toBeTruthy();
    expect(canvas.getByText('3 days ago')).toBeTruthy();
  },
};

export const NoChanges: Story = {
  parameters: withHistory([]),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('No changes yet.')).toBeTruthy();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText("Alice hat 'positive' abgeschickt")).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
