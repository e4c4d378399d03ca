import type { Meta, StoryObj } from '@storybook/react';
import { useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyRoot, withPartStyles } from '../testing/stories';
import { Dialog } from './Dialog';

function BulkConfirmation() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  const continueRef = useRef<HTMLButtonElement>(null);
  const finish = (text: string) => {
    setResult(text);
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="mg-button" onClick={() => setOpen(true)}>
        Submit 150 records
      </button>
      <output>{result}</output>
      {open && (
        <Dialog title="Submit 150 records?" titleAs="p" onCancel={() => finish('cancelled')} initialFocus={continueRef}>
          <div className="mg-modal__buttons">
            <button type="button" className="mg-button" onClick={() => finish('cancelled')}>
              Cancel
            </button>
            <button ref={continueRef} type="button" className="mg-button mg-button--primary" onClick={() => finish('submitted')}>
              Continue
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: BulkConfirmation,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof BulkConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (canvasElement: HTMLElement) =>
  (storyRoot(canvasElement).getRootNode() as Document | ShadowRoot).activeElement;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit 150 records' }));
    expect(canvas.getByRole('dialog', { name: 'Submit 150 records?' }).getAttribute('aria-modal')).toBe('true');
    expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Continue' }));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Submit 150 records' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Tab}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Escape}');
    expect(canvas.queryByRole('dialog')).toBeNull();
    expect(canvas.getByText('cancelled')).toBeTruthy();
    expect(focused(canvasElement)).toBe(opener);
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Keyboard);
