import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor } from 'storybook/test';
import { inShadowRoot, inTheme, storyCanvas } from '../../testing/stories';
import { RichTextTableEditor } from './RichTextTableEditor';

const meta = {
  title: 'Tables/RichTextTableEditor',
  component: RichTextTableEditor,
  args: {
    value: '<table><tr><td>Outcome</td><td>n</td></tr><tr><td>HbA1c change</td><td>n=12</td></tr></table>',
    label: 'Results table',
    onChange: action('change'),
  },
} satisfies Meta<typeof RichTextTableEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutHeaderRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Results table' });
    // The first row becomes the header row on load.
    await waitFor(() => expect(editor.querySelectorAll('th')).toHaveLength(2));
  },
};

export const FindAndReplace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find and replace' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Find' }), 'n=');
    await userEvent.click(canvas.getByRole('button', { name: 'Find next' }));
    expect(canvas.getByRole('status').textContent).toBe('1 match');
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    expect(
      storyCanvas(canvasElement)
        .getByRole('textbox', { name: 'Results table' })
        .getAttribute('contenteditable'),
    ).toBe('false');
  },
};

export const Dark: Story = inTheme(WithoutHeaderRow, 'dark');
export const InShadowRoot: Story = inShadowRoot(WithoutHeaderRow);
