import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import { ok } from '../testing/createFakeApi';
import { createFakeHub } from '../testing/fakeHub';
import { inRightToLeft, inShadowRoot, inTheme, storyCanvas, storyServer } from '../testing/stories';
import { wireWorkspace } from '../testing/wireFixtures';
import { DatasetCreation } from './DatasetCreation';

const server = (workspaces = [wireWorkspace('4e70e21a-7533-41e9-8a25-11d6ee3091be', 'argilla')]) => ({
  marginalia: {
    server: () => storyServer({ 'GET /v1/me/workspaces': ok({ items: workspaces }) }),
    signedIn: true,
  },
});

const meta = {
  title: 'Creation/DatasetCreation',
  component: DatasetCreation,
  parameters: server(),
  args: { repoId: 'stanfordnlp/imdb', hub: createFakeHub().hub, onCreated: action('created') },
} satisfies Meta<typeof DatasetCreation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A classification set: the label column becomes a required question mapped to it. */
export const Classification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText('A film of rare grace.')).toBeTruthy();
    expect(canvas.getByText('Preview')).toBeTruthy();
    expect(canvas.getByRole('article', { name: 'label' })).toBeTruthy();
  },
};

/** A chat set with no class labels: a question must be added. */
export const ChatWithAddedQuestion: Story = {
  args: { repoId: 'HuggingFaceH4/no_robots' },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(await canvas.findByText('Hi!')).toBeTruthy();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Add a question' }), 'rating');
    expect(canvas.getByRole('spinbutton', { name: 'Highest rating (1–10)' })).toBeTruthy();
  },
};

/** The create dialog without any workspace. */
export const NoWorkspaces: Story = {
  parameters: server([]),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create dataset' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Create the dataset' });
    expect(
      await within(dialog).findByText('There are no workspaces yet: ask an owner to create one.'),
    ).toBeTruthy();
  },
};

/** Two subsets: the subset selector shows. */
export const TwoSubsets: Story = {
  args: { repoId: 'acme/two-subsets' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('combobox', { name: 'Subset' })).toBeTruthy();
  },
};

export const CannotFetch: Story = {
  args: { repoId: 'nobody/nothing' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Cannot fetch the dataset')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Classification, 'dark');
export const RightToLeft: Story = inRightToLeft(Classification);
export const InShadowRoot: Story = inShadowRoot(Classification);
