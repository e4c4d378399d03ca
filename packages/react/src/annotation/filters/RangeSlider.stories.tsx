import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import type { RangeValue } from '@marginalia/core';
import { action } from 'storybook/actions';
import { expect, fireEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withAnnotationStyles } from '../../testing/stories';
import { RangeSlider, type RangeSliderProps } from './RangeSlider';

/** The slider keeps its value in state, as the filter editor does. */
function StatefulRangeSlider(props: RangeSliderProps) {
  const [value, setValue] = useState<RangeValue>(props.value);
  return (
    <RangeSlider
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Annotation/Filters/RangeSlider',
  component: RangeSlider,
  decorators: [withAnnotationStyles],
  render: (args) => <StatefulRangeSlider {...args} />,
  args: { label: 'Helpful votes', bounds: { min: 0, max: 500 }, value: { ge: 20, le: 300 }, step: 1, onChange: action('change') },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Integers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const minimum = canvas.getByRole('slider', { name: 'Minimum of Helpful votes' });
    expect(minimum).toHaveProperty('value', '20');
    fireEvent.change(minimum, { target: { value: '40' } });
    expect(canvas.getByRole('slider', { name: 'Minimum of Helpful votes' })).toHaveProperty('value', '40');
  },
};

export const Floats: Story = {
  args: { label: 'Price', bounds: { min: 0, max: 1 }, value: { ge: 0.25, le: 0.75 }, step: 0.01 },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('slider', { name: 'Maximum of Price' })).toHaveProperty('value', '0.75');
  },
};

export const Dark: Story = inTheme(Integers, 'dark');
export const HighContrast: Story = inTheme(Integers, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Integers);
export const InShadowRoot: Story = inShadowRoot(Integers);
