import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore } from '@marginalia/core';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { Toaster } from './Toaster';
import { useOnlineStatusNotifications } from './useOnlineStatusNotifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const notifications = createNotificationsStore();
  const rendered = renderWithMarginalia(<Toaster />, { fetch: createFakeApi({}).fetch, provider: { notifications } });
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  return { notifications, advance, ...rendered };
}

describe('Toaster', () => {
  it('renders a notification of the store 100 ms after it is asked for, translated, at its position', () => {
    const { notifications, advance, container } = setup();
    act(() => void notifications.getState().notify({ message: { key: 'http.401' }, type: 'danger', position: 'bottom-right' }));
    expect(screen.queryByRole('alert')).toBeNull();
    advance(100);
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Could not validate credentials');
    expect(container.querySelector('.mg-toaster__region--bottom-right')?.contains(toast)).toBe(true);
  });

  it('announces success and info politely, danger and error assertively', () => {
    const { notifications, advance } = setup();
    act(() => void notifications.getState().notify({ message: { key: 'network.online' } }));
    advance(100);
    expect(screen.getByRole('status').textContent).toContain('You are online again');
    expect(screen.getByRole('status').className).toContain('mg-toast--success');
  });

  it('dismisses on click and leaves after the 150 ms close delay', () => {
    const { notifications, advance } = setup();
    act(() => void notifications.getState().notify({ message: { key: 'network.online' } }));
    advance(100);
    fireEvent.click(screen.getByRole('status'));
    expect(screen.getByRole('status').className).toContain('mg-toast--closing');
    advance(150);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pauses its 6 s countdown while hovered', () => {
    const { notifications, advance } = setup();
    act(() => void notifications.getState().notify({ message: { key: 'network.online' } }));
    advance(100 + 5_000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(10_000);
    expect(screen.getByRole('status').getAttribute('data-paused')).toBe('true');
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(999);
    expect(screen.getByRole('status').className).not.toContain('closing');
    advance(1);
    expect(screen.getByRole('status').className).toContain('closing');
  });

  it('keeps a permanent notification until its button is pressed, which runs the action', () => {
    const { notifications, advance } = setup();
    const onClick = vi.fn();
    act(
      () =>
        void notifications.getState().notify({
          message: { key: 'network.offline' },
          type: 'warning',
          permanent: true,
          button: { label: { key: 'common.copy' }, onClick },
        }),
    );
    advance(100 + 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    advance(150);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a close button for keyboard users', () => {
    const { notifications, advance } = setup();
    act(() => void notifications.getState().notify({ message: { key: 'network.online' } }));
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(150);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function OnlineStatus() {
  useOnlineStatusNotifications(window);
  return <Toaster />;
}

describe('useOnlineStatusNotifications', () => {
  it('says "You are offline" until the connection returns, then "You are online again"', () => {
    const notifications = createNotificationsStore();
    renderWithMarginalia(<OnlineStatus />, { fetch: createFakeApi({}).fetch, provider: { notifications } });
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void vi.advanceTimersByTime(100 + 60_000));
    expect(screen.getByRole('alert').textContent).toContain('You are offline');
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(150 + 250));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('You are online again');
  });
});
