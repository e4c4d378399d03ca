import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { ExampleDatasets } from './ExampleDatasets';

const meta = {
  title: 'App shell/Home/ExampleDatasets',
  component: ExampleDatasets,
  decorators: [withHomeStyles],
} satisfies Meta<typeof ExampleDatasets>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(storyCanvas(canvasElement).getByRole('region', { name: 'Example datasets' })).getAllByRole('button');
    expect(cards.map((card) => within(card).getByText(/rows$/).textContent)).toEqual(['100K rows', '15K rows', '350 rows']);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getAllByRole('button')).toHaveLength(3);
    expect(storyCanvas(canvasElement).getAllByText(/ Zeilen$/)).toHaveLength(3);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
