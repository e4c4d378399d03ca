import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, created, ok } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { wireUser } from '../testing/wireFixtures';
import { SignIn } from './SignIn';

const unauthorized = {
  status: 401,
  body: {
    detail: {
      code: 'argilla.api.errors::UnauthorizedError',
      params: { detail: 'Could not validate credentials' },
    },
  },
};

describe('SignIn', () => {
  it('keeps the button disabled until both username and password are filled', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<SignIn />, { fetch: createFakeApi({}).fetch });
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Username'), 'annotator');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows "Wrong username or password. Try again" on a 401', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    renderWithMarginalia(<SignIn onSignedIn={onSignedIn} />, {
      fetch: createFakeApi({ 'POST /v1/token': unauthorized }).fetch,
    });
    await user.type(screen.getByLabelText('Username'), 'annotator');
    await user.type(screen.getByLabelText('Password'), 'wrong-pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password. Try again');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with the form-encoded credentials, loads the user and calls onSignedIn', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const api = createFakeApi({
      'POST /v1/token': created({ access_token: 'jwt-token', token_type: 'bearer' }),
      'GET /v1/me': ok(wireUser()),
    });
    const { sdk } = renderWithMarginalia(<SignIn onSignedIn={onSignedIn} />, { fetch: api.fetch });
    await user.type(screen.getByLabelText('Username'), 'annotator');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/v1/token')[0]?.body).toEqual({
      username: 'annotator',
      password: '12345678',
    });
    expect(api.callsTo('GET', '/v1/me')[0]?.headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(sdk.session.getState().user?.username).toBe('annotator');
  });

  it('shows a loading state while signing in', async () => {
    const user = userEvent.setup();
    let release: (reply: { status: number; body: unknown }) => void = () => {};
    const api = createFakeApi({
      'POST /v1/token': () => new Promise((resolve) => (release = resolve)),
      'GET /v1/me': ok(wireUser()),
    });
    renderWithMarginalia(<SignIn />, { fetch: api.fetch });
    await user.type(screen.getByLabelText('Username'), 'annotator');
    await user.type(screen.getByLabelText('Password'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveProperty('disabled', true);
    release({ status: 201, body: { access_token: 't', token_type: 'bearer' } });
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('shows a validation message only after a field was typed in and blurred', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<SignIn />, { fetch: createFakeApi({}).fetch });
    const username = screen.getByLabelText('Username');
    await user.click(username);
    await user.tab();
    expect(screen.queryByText('Enter your username')).toBeNull();
    await user.type(username, 'a');
    await user.clear(username);
    expect(screen.queryByText('Enter your username')).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter your username')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderWithMarginalia(<SignIn />, { fetch: createFakeApi({}).fetch });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('signs in at once with autoSignIn credentials', async () => {
    const onSignedIn = vi.fn();
    const api = createFakeApi({
      'POST /v1/token': created({ access_token: 'jwt-token', token_type: 'bearer' }),
      'GET /v1/me': ok(wireUser()),
    });
    renderWithMarginalia(
      <SignIn onSignedIn={onSignedIn} autoSignIn={{ username: 'annotator', password: 'pw' }} />,
      {
        fetch: api.fetch,
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Signing in…');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/v1/token')[0]?.body).toEqual({ username: 'annotator', password: 'pw' });
  });
});
