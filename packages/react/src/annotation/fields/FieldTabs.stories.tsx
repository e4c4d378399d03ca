import type { Meta, StoryObj } from '@storybook/react';
import { toField, type WireField } from '@marginalia/core';
import { expect, userEvent } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { FieldTabs } from './FieldTabs';
import { FieldView } from './FieldView';

const textField = (name: string, title: string) =>
  toField({
    id: `f-${name}`,
    name,
    title,
    required: true,
    settings: { type: 'text', use_markdown: false } satisfies WireField['settings'],
    dataset_id: 'd',
    inserted_at: '2024-01-01T00:00:00',
    updated_at: '2024-01-01T00:00:00',
  });

const VALUES: Record<string, string> = { 'answer-a': 'Because A', 'answer-b': 'Because B', 'answer-c': LONG_UNBROKEN };

const meta = {
  title: 'Annotation/Fields/FieldTabs',
  component: FieldTabs,
  decorators: [withAnnotationStyles],
  args: {
    fields: [textField('answer-a', 'Answer A'), textField('answer-b', 'Answer B'), textField('answer-c', 'Answer C (long)')],
    renderField: (field) => <FieldView field={field} value={VALUES[field.name]} />,
  },
} satisfies Meta<typeof FieldTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('tablist', { name: 'Fields' })).toBeTruthy();
    expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Answer A', 'Answer B', 'Answer C (long)']);
    expect(canvas.getByRole('tabpanel').textContent).toBe('Because A');
    await userEvent.click(canvas.getByRole('tab', { name: 'Answer B' }));
    expect(canvas.getByRole('tabpanel').textContent).toBe('Because B');
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
