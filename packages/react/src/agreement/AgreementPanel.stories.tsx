import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { ok } from '../testing/createFakeApi';
import { failingServer, inRightToLeft, inShadowRoot, inTheme, pendingServer, signedInAs, storyCanvas } from '../testing/stories';
import { AgreementPanel } from './AgreementPanel';
import { wireUser } from '../testing/wireFixtures';
import { AGREEMENT_FIXTURE } from './testing/agreementFixtures';

const REVIEWER = wireUser({ username: 'rev', role: 'annotator' });
const withAgreement = (body: unknown) => signedInAs(REVIEWER, { 'GET /v1/datasets/ds/agreement': ok(body) });
const signedInServer = (server: typeof pendingServer) => ({
  marginalia: { server: () => server({ 'GET /v1/me': ok(REVIEWER) }), signedIn: true },
});

const meta = {
  title: 'Review/AgreementPanel',
  component: AgreementPanel,
  args: { datasetId: 'ds' },
  parameters: withAgreement(AGREEMENT_FIXTURE),
} satisfies Meta<typeof AgreementPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per question each metric with its band; per annotator the agreement with the others and with the review. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const questions = await canvas.findByRole('table', { name: 'Agreement by question' });
    expect(within(questions).getByText('0.743')).toBeTruthy();
    expect(within(questions).getByText('Tentative')).toBeTruthy();
    expect(within(questions).getByText('Reliable')).toBeTruthy();
    expect(canvas.getByRole('table', { name: 'Agreement by annotator' })).toBeTruthy();
  },
};

export const NothingToCompare: Story = {
  parameters: withAgreement({ items: [], annotators: [] }),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('No submitted answers to compare yet')).toBeTruthy();
  },
};

export const Loading: Story = {
  parameters: signedInServer(pendingServer),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Loading agreement…')).toBeTruthy();
  },
};

export const Failed: Story = {
  parameters: signedInServer(failingServer),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('alert')).toBeTruthy();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('Provisional')).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
