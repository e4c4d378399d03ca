import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { ShareProgressControl, type ShareProgressControlProps } from './ShareProgressControl';

const meta = {
  title: 'App shell/Share/ShareProgressControl',
  component: ShareProgressControl,
  // A local picture instead of the external image service: stories make no outside request.
  args: { enabled: true, imageService: 'share-preview.svg?url=', userName: 'ann', recordsSubmitted: 12, teamProgress: 40, datasetName: 'imdb', datasetId: 'd1' },
} satisfies Meta<typeof ShareProgressControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Share your progress' })).toBeTruthy();
  },
};

export const PreviewOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Share your progress' }));
    expect(canvas.getByRole('tooltip').textContent).toContain('share-your-progress?user_name=ann&records_submitted=12');
    expect(canvas.getByRole('img', { name: 'Preview of your progress on imdb' }).getAttribute('src')).toMatch(/^share-preview\.svg\?url=/);
  },
};

/** The count grows as records are submitted, as in the progress panel. */
function SubmittingControl(props: ShareProgressControlProps) {
  const [count, setCount] = useState(props.recordsSubmitted);
  return (
    <>
      <ShareProgressControl {...props} recordsSubmitted={count} />
      <button type="button" className="mg-button" onClick={() => setCount(count + 1)}>
        Submit one more record ({count})
      </button>
    </>
  );
}

/** Every 10th submission plays the animation. */
export const Milestone: Story = {
  args: { recordsSubmitted: 9 },
  render: (args) => <SubmittingControl {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Submit one more record/ }));
    expect(canvas.getByRole('status').textContent).toBe('🎉 10 records submitted!');
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
