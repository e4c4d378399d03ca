import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
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

/** Controlled: the caller owns `open` (here beside a button of its own that shows the panel too). */
function ControlledSnippet() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ position: 'relative', minHeight: '12rem' }}>
      <button type="button" className="mg-button" onClick={() => setOpen(true)}>
        Show from outside
      </button>
      <Popover label="Import data" role="dialog" title="Import data" open={open} onOpenChange={setOpen}>
        <p>Log records with the Python SDK</p>
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

export const Controlled: Story = {
  render: () => <ControlledSnippet />,
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show from outside' }));
    const toggle = canvas.getByRole('button', { name: 'Import data' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(EscapeReturnsFocus);
