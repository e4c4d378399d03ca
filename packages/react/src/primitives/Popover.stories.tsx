import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyRoot, withPartStyles } from '../testing/stories';
import { Popover } from './Popover';

function ImportSnippet() {
  return (
    <div style={{ position: 'relative', minHeight: '12rem' }}>
      <Popover label="Import data" role="dialog">
        {({ titleId, close }) => (
          <>
            <h2 id={titleId}>Log records with the Python SDK</h2>
            <pre tabIndex={0}>
              <code>rg.Argilla(api_url=&quot;https://marginalia.example&quot;)</code>
            </pre>
            <button type="button" className="mg-button" onClick={close}>
              Done
            </button>
          </>
        )}
      </Popover>
    </div>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: ImportSnippet,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof ImportSnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import data' }));
    expect(canvas.getByRole('dialog', { name: 'Log records with the Python SDK' })).toBeTruthy();
  },
};

export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const button = canvas.getByRole('button', { name: 'Import data' });
    await userEvent.click(button);
    canvas.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(canvas.queryByRole('dialog')).toBeNull();
    expect((storyRoot(canvasElement).getRootNode() as Document | ShadowRoot).activeElement).toBe(button);
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(EscapeReturnsFocus);
