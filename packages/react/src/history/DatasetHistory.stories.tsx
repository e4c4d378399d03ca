import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ok } from '../testing/createFakeApi';
import { inRightToLeft, inShadowRoot, inTheme, signedInAs, storyCanvas } from '../testing/stories';
import { wireUser } from '../testing/wireFixtures';
import { DatasetHistory } from './DatasetHistory';
import { HISTORY_NOW, RECORD_HISTORY } from './testing/historyFixtures';

const ADMIN = wireUser({ username: 'admin', role: 'admin' });
const withPage = (items: unknown[], total = items.length) =>
  signedInAs(ADMIN, { 'GET /v1/datasets/ds/history': ok({ items, total }) });

const meta = {
  title: 'History/DatasetHistory',
  component: DatasetHistory,
  args: { datasetId: 'ds', now: HISTORY_NOW },
  parameters: withPage([...RECORD_HISTORY].reverse(), 120),
} satisfies Meta<typeof DatasetHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the dataset's history, newest first, with its filters, the CSV download and the pager. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const table = await canvas.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText("changed to 'neutral' by Bob (review)")).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(canvas.getByText('1–3 of 120')).toBeTruthy();
  },
};

export const NothingMatches: Story = {
  parameters: withPage([]),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('No changes match these filters.')).toBeTruthy();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
