import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inAnnotationView, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { questions } from '../../testing/annotationFixtures';
import { wireProperty } from '../../testing/annotationViewApi';
import { FiltersButton } from './FiltersButton';

const properties = [
  wireProperty('category', { type: 'terms', values: ['books', 'sports', 'toys'] }, 'Category'),
  wireProperty('votes', { type: 'integer', min: 0, max: 500 }, 'Helpful votes'),
  wireProperty('price', { type: 'float', min: 0, max: 1 }, 'Price'),
];

const meta = {
  title: 'Annotation/Toolbar/FiltersButton',
  component: FiltersButton,
  decorators: [withAnnotationStyles],
  parameters: inAnnotationView({
    metadataProperties: properties,
    metadataMetrics: {
      'prop-category': { type: 'terms', total: 9, values: [{ term: 'books', count: 5 }, { term: 'sports', count: 3 }, { term: 'toys', count: 1 }] },
      'prop-votes': { type: 'integer', min: 2, max: 239 },
    },
    agents: { sentiment: ['gpt-4', 'llama'] },
  }),
} satisfies Meta<typeof FiltersButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('button', { name: 'Filters' })).toBeTruthy();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = canvas.getByRole('dialog', { name: 'Filters' });
    const names = async (group: string) =>
      within(await within(panel).findByRole('region', { name: group }))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await names('Metadata')).toEqual(['Category', 'Helpful votes', 'Price']);
    expect(await names('Responses')).toEqual(['Sentiment', 'Topics', 'Review Rating']);
  },
};

/** The metadata filter of a terms property, opened from the list. */
export const TermsFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = canvas.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Category' }));
    await waitFor(() => expect(within(panel).getAllByRole('checkbox').length).toBe(3));
  },
};

/** A dataset without metadata and with only a text question still filters by comments: the panel holds that filter and no lists. */
export const OnlyComments: Story = {
  parameters: inAnnotationView({ questions: questions.filter((question) => question.settings.type === 'text') }),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = canvas.getByRole('dialog', { name: 'Filters' });
    expect(await within(panel).findByRole('combobox', { name: 'Comments filter' })).toBeTruthy();
    expect(within(panel).queryByRole('heading')).toBeNull();
  },
};

export const Dark: Story = inTheme(Open, 'dark');
export const HighContrast: Story = inTheme(Open, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Open);
export const InShadowRoot: Story = inShadowRoot(Open);
