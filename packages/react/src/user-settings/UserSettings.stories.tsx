import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_UNBROKEN, WORKSPACES, inRightToLeft, inShadowRoot, inTheme, pendingServer, signedInAs, storyCanvas, storyFrame, failingServer } from '../testing/stories';
import { ok } from '../testing/createFakeApi';
import { wireUser } from '../testing/wireFixtures';
import { UserSettings } from './UserSettings';

const ADMIN = wireUser({ role: 'admin', first_name: 'Anna', last_name: 'Lopez', api_key: 'abcd-secret-key' });
const only = (server: typeof pendingServer) => ({ marginalia: { server: () => server({ 'GET /v1/me': ok(ADMIN) }), signedIn: true } });

const meta = {
  title: 'App shell/UserSettings/UserSettings',
  component: UserSettings,
  parameters: signedInAs(ADMIN, { 'GET /v1/me/workspaces': ok({ items: WORKSPACES }) }),
} satisfies Meta<typeof UserSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    const profile = canvas.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Admin')).toBeTruthy();
    expect(await within(profile).findByRole('link', { name: 'recognai' })).toBeTruthy();
    expect(canvas.getByText('abcd•••••••••••')).toBeTruthy();
  },
};

/** The workspaces never arrive. */
export const Loading: Story = {
  parameters: only(pendingServer),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByText('Loading…').getAttribute('aria-busy')).toBe('true');
  },
};

/** The workspaces call fails (500): the page says there are none rather than breaking. */
export const WorkspacesError: Story = {
  parameters: only(failingServer),
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByText('You are not a member of any workspace yet')).toBeTruthy();
  },
};

export const LongNames: Story = {
  parameters: signedInAs(wireUser({ first_name: LONG_UNBROKEN, last_name: LONG_UNBROKEN, username: 'someone' }), {
    'GET /v1/me/workspaces': ok({ items: [] }),
  }),
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getAllByText(LONG_UNBROKEN)).toHaveLength(2);
  },
};

/** The theme switch drives the frame's theme store, so the whole story changes colour. */
export const SwitchTheme: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(storyCanvas(canvasElement).getByRole('radio', { name: 'High contrast' }));
    expect(storyFrame(canvasElement).getAttribute('data-mg-theme')).toBe('high-contrast');
  },
};

export const SwitchLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Español' }));
    expect(await canvas.findByRole('heading', { level: 1, name: 'Mi configuración' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Default, 'dark');
export const HighContrast: Story = inTheme(Default, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Default);
export const InShadowRoot: Story = inShadowRoot(Default);
