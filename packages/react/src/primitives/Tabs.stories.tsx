import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  inRightToLeft,
  inShadowRoot,
  inTheme,
  storyCanvas,
  storyRoot,
  withPartStyles,
} from '../testing/stories';
import { Tabs, type TabsProps } from './Tabs';

type Section = 'general' | 'fields' | 'questions';
const SECTIONS: { value: Section; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'fields', label: 'Fields' },
  { value: 'questions', label: 'Questions' },
];

function Sections({ size }: Pick<TabsProps<Section>, 'size'>) {
  const [section, setSection] = useState<Section>('general');
  return (
    <Tabs label="Settings sections" tabs={SECTIONS} value={section} onChange={setSection} size={size}>
      <p>The {SECTIONS.find((item) => item.value === section)?.label} settings.</p>
    </Tabs>
  );
}

const meta = {
  title: 'Primitives/Tabs',
  component: Sections,
  decorators: [withPartStyles('mg-primitives-story', '')],
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

const focused = (canvasElement: HTMLElement) =>
  (storyRoot(canvasElement).getRootNode() as Document | ShadowRoot).activeElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('tablist', { name: 'Settings sections' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('tab', { name: 'Fields' }));
    expect(canvas.getByRole('tabpanel', { name: 'Fields' }).textContent).toBe('The Fields settings.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    canvas.getByRole('tab', { name: 'General' }).focus();
    await userEvent.keyboard('{End}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('tab', { name: 'Questions' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(focused(canvasElement)).toBe(canvas.getByRole('tab', { name: 'General' }));
    expect(canvas.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('tablist').parentElement?.className).toContain(
      'mg-tabs--small',
    );
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Keyboard);
