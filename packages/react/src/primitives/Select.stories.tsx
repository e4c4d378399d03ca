import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, withPartStyles } from '../testing/stories';
import { Select } from './Select';

const SIZES = [10, 25, 50, 100].map((size) => ({ value: size, label: String(size) }));

function PageSize() {
  const [size, setSize] = useState(25);
  return (
    <div className="mg-toolbar__field">
      <Select label="Records per page" value={size} options={SIZES} onChange={setSize} />
      <output>{`Showing ${size} (${typeof size})`}</output>
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: PageSize,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof PageSize>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Records per page' });
    expect(canvas.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, '50');
    expect(canvas.getByText('Showing 50 (number)')).toBeTruthy();
  },
};

export const Grouped: Story = {
  render: () => (
    <Select
      label="Add a sort"
      hideLabel
      placeholder="Add a sort"
      value=""
      options={[
        { group: 'Record', options: [{ value: 'inserted_at', label: 'Inserted at' }, { value: 'updated_at', label: 'Updated at' }] },
        { group: 'Metadata', options: [{ value: 'age', label: 'Age', disabled: true, title: 'No values yet' }] },
      ]}
      onChange={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('combobox', { name: 'Add a sort' })).toHaveProperty('value', '');
    expect(canvas.getByRole('group', { name: 'Metadata' })).toBeTruthy();
    expect(canvas.getByRole('option', { name: 'Age' })).toHaveProperty('disabled', true);
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
