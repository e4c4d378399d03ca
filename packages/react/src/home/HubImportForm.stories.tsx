import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_UNBROKEN, inRightToLeft, inShadowRoot, inTheme, storyCanvas, withHomeStyles } from '../testing/stories';
import { HubImportForm, type HubImportFormProps } from './HubImportForm';

/** The form keeps its expanded state, as the sidebar does. */
function StatefulHubImportForm(props: HubImportFormProps) {
  const [expanded, setExpanded] = useState(props.expanded);
  return (
    <HubImportForm
      {...props}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        props.onExpandedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'App shell/Home/HubImportForm',
  component: HubImportForm,
  decorators: [withHomeStyles],
  render: (args) => <StatefulHubImportForm {...args} />,
  args: { expanded: false, onExpandedChange: action('expanded') },
} satisfies Meta<typeof HubImportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from the Hub' }));
    expect(canvas.getByRole('form', { name: 'Import from the Hub' })).toBeTruthy();
  },
};

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const form = storyCanvas(canvasElement).getByRole('form', { name: 'Import from the Hub' });
    const submit = within(form).getByRole('button', { name: 'Import dataset' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Repository id' }), 'stanfordnlp/imdb');
    expect(submit).toHaveProperty('disabled', false);
  },
};

/** The previous repository could not be imported. */
export const WithError: Story = {
  args: { expanded: true, error: 'Dataset not found or available on Hub' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Dataset not found or available on Hub')).toBeTruthy();
  },
};

export const LongRepositoryId: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    const input = storyCanvas(canvasElement).getByRole('textbox', { name: 'Repository id' });
    await userEvent.click(input);
    await userEvent.paste(LONG_UNBROKEN.slice(0, 200));
    expect((input as HTMLInputElement).value).toHaveLength(200);
  },
};

export const Dark: Story = inTheme(Expanded, 'dark');
export const HighContrast: Story = inTheme(Expanded, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Expanded);
export const InShadowRoot: Story = inShadowRoot(WithError);
