import type { Meta, StoryObj } from '@storybook/react';
import { action } from 'storybook/actions';
import { expect, userEvent } from 'storybook/test';
import {
  LONG_UNBROKEN,
  SERVER_ERROR_MESSAGE,
  failingServer,
  inRightToLeft,
  inShadowRoot,
  inTheme,
  pendingServer,
  storyCanvas,
  storyServer,
  type StoryCanvas,
} from '../testing/stories';
import { created, ok } from '../testing/createFakeApi';
import { wireUser } from '../testing/wireFixtures';
import { SignIn } from './SignIn';

const unauthorized = {
  status: 401,
  body: { detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail: 'Could not validate credentials' } } },
};

const fill = async (canvas: StoryCanvas, username: string, password: string) => {
  await userEvent.type(canvas.getByLabelText('Username'), username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

const meta = {
  title: 'App shell/Sign-in/SignIn',
  component: SignIn,
  args: { onSignedIn: action('signed in') },
  parameters: {
    marginalia: { server: () => storyServer({ 'POST /v1/token': created({ access_token: 'jwt', token_type: 'bearer' }), 'GET /v1/me': ok(wireUser()) }) },
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  },
};

export const WrongPassword: Story = {
  parameters: { marginalia: { server: () => storyServer({ 'POST /v1/token': unauthorized }) } },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fill(canvas, 'annotator', 'wrong-pw');
    expect((await canvas.findByRole('alert')).textContent).toBe('Wrong username or password. Try again');
  },
};

/** The server answers 500 with the contract's error body. */
export const ServerError: Story = {
  parameters: { marginalia: { server: () => failingServer() } },
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await fill(canvas, 'annotator', '12345678');
    expect((await canvas.findByRole('alert')).textContent).toBe(SERVER_ERROR_MESSAGE);
  },
};

/** The hosted demo signs in at once; the server never answers. */
export const Loading: Story = {
  args: { autoSignIn: { username: 'demo', password: 'demo-pw' } },
  parameters: { marginalia: { server: () => pendingServer() } },
  play: async ({ canvasElement }) => {
    const status = storyCanvas(canvasElement).getByRole('status');
    expect(status.textContent).toBe('Signing in…');
    expect(status.getAttribute('aria-busy')).toBe('true');
  },
};

export const WithHubProvider: Story = {
  parameters: { marginalia: { server: () => storyServer({ 'GET /v1/oauth2/providers': ok({ items: [{ name: 'huggingface' }] }) }) } },
  play: async ({ canvasElement }) => {
    expect(await storyCanvas(canvasElement).findByRole('button', { name: 'Sign in with Hugging Face' })).toBeTruthy();
  },
};

export const LongInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByLabelText('Username'));
    await userEvent.paste(LONG_UNBROKEN.slice(0, 300));
    expect((canvas.getByLabelText('Username') as HTMLInputElement).value).toHaveLength(300);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    expect(storyCanvas(canvasElement).getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  },
};

export const Dark: Story = inTheme(Empty, 'dark');
export const HighContrast: Story = inTheme(Empty, 'high-contrast');
export const RightToLeft: Story = inRightToLeft(Empty);
export const InShadowRoot: Story = inShadowRoot(Empty);
