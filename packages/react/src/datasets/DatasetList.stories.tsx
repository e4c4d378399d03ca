import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import {
  LONG_UNBROKEN,
  SERVER_ERROR_MESSAGE,
  homeParameters,
  inRightToLeft,
  inShadowRoot,
  inTheme,
  storyCanvas,
  storyDatasets,
} from '../testing/stories';
import { DatasetList } from './DatasetList';

const meta = {
  title: 'App shell/Datasets/DatasetList',
  component: DatasetList,
  parameters: homeParameters(),
} satisfies Meta<typeof DatasetList>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = async (canvasElement: HTMLElement) => within(await storyCanvas(canvasElement).findByRole('list', { name: /^Datasets/ })).getAllByRole('listitem');
const cardNames = async (canvasElement: HTMLElement) =>
  within(await storyCanvas(canvasElement).findByRole('list', { name: /^Datasets/ }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(await cardNames(canvasElement)).toEqual(['Sentiment reviews', 'Summaries', 'alpha set']);
  },
};

/** The server never answers: five skeleton badges. */
export const Loading: Story = {
  parameters: homeParameters({ state: 'loading' }),
  play: async ({ canvasElement }) => {
    const skeleton = storyCanvas(canvasElement).getByRole('list', { name: 'Loading datasets' });
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ServerError: Story = {
  parameters: homeParameters({ state: 'error' }),
  play: async ({ canvasElement }) => {
    expect((await storyCanvas(canvasElement).findByRole('alert')).textContent).toBe(SERVER_ERROR_MESSAGE);
  },
};

export const Empty: Story = {
  parameters: homeParameters({ datasets: [] }),
  args: { emptyExtra: <p>Extra content for the empty list (the import card of administrators)</p> },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText("You don't have any datasets yet")).toBeTruthy();
  },
};

export const NoSearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await cards(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search datasets' }), 'nothing like this');
    expect(canvas.getByRole('status').textContent).toBe('No dataset matches these filters');
  },
};

export const LongNames: Story = {
  parameters: homeParameters({ datasets: storyDatasets(2, (index) => (index === 0 ? LONG_UNBROKEN : 'A dataset with a rather long but breakable name for the card')) }),
  play: async ({ canvasElement }) => {
    expect((await cards(canvasElement))[0]!.textContent).toContain(LONG_UNBROKEN);
  },
};

/** 1,000 datasets: the grid is virtualised. */
export const ThousandDatasets: Story = {
  parameters: homeParameters({ datasets: storyDatasets(1000) }),
  play: async ({ canvasElement }) => {
    const list = await storyCanvas(canvasElement).findByRole('list', { name: 'Datasets (1000)' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(1000);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('heading', { name: 'Datensätze' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
