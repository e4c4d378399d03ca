import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { wireProperty } from '../../testing/annotationViewApi';
import { SortSelector } from './SortSelector';

const meta = {
  title: 'Annotation/Toolbar/SortSelector',
  component: SortSelector,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView({
    metadataProperties: [
      wireProperty('votes', { type: 'integer', min: 0, max: 500 }, 'Helpful votes'),
      wireProperty('empty', { type: 'terms', values: [] }, 'Nothing yet'),
    ],
  }),
} satisfies Meta<typeof SortSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    const panel = canvas.getByRole('dialog', { name: 'Sort records' });
    const add = within(panel).getByRole('combobox', { name: 'Add a sort' });
    await waitFor(() => expect(within(add).getByRole('option', { name: 'Helpful votes' })).toBeTruthy());
    expect([...add.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Record',
      'Suggestion score',
      'Suggestion value',
      'Response value',
      'Metadata',
    ]);
  },
};

/** Two committed sorts show as a count on the button. */
export const WithSorts: Story = {
  parameters: inAnnotationView(
    {},
    {
      sortBy: [
        { entity: 'record', name: 'inserted_at', order: 'desc' },
        { entity: 'record', name: 'updated_at', order: 'asc' },
      ],
    },
  ),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Sort (2)' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const HighContrast: Story = inTheme(Open, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Open);
