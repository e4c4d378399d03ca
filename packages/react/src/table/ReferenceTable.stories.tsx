import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas } from '../testing/stories';
import { ReferenceTable } from './ReferenceTable';
import { fakeSchemaLoader, outcomesTable } from './testing/referenceTableFixtures';

const meta = {
  title: 'Tables/ReferenceTable',
  component: ReferenceTable,
  args: {
    value: outcomesTable(),
    label: 'Outcomes',
    onChange: action('change'),
    loadSchema: fakeSchemaLoader(),
    referenceValues: { Study_ID: { S1: { year: 2020 }, S2: { year: 2021 }, S3: { year: 2022 } } },
    height: 260,
  },
} satisfies Meta<typeof ReferenceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(
      await canvas.findByRole('button', { name: 'Column menu of arm' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await canvas.findByText('A newer version of the schema exists')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Check data' }));
    expect(canvas.getByRole('status').textContent).toBe('1 cell does not match the schema');
  },
};

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByRole('button', { name: 'Add Row' }, { timeout: 15_000 })).toHaveProperty(
      'disabled',
      true,
    );
  },
};

export const NoTable: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    expect(
      await storyCanvas(canvasElement).findByText('No data available', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  args: { value: '{"schema": 1}' },
  play: async ({ canvasElement }) => {
    const alert = await storyCanvas(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toMatch(/^Failed to load table: /);
  },
};

export const Dark: Story = inTheme(Editable, 'dark');
export const HighContrast: Story = inTheme(Editable, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Editable);
export const InShadowRoot: Story = inShadowRoot(Editable);
