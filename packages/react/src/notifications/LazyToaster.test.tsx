import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createNotificationsStore } from '@marginalia/core';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { LazyToaster, toasterModule } from './LazyToaster';

// @vitest-isolate: it checks that nothing has loaded the toaster's code yet, which another file in a shared worker
// may have done.

describe('LazyToaster', () => {
  it('renders nothing and loads nothing until a first notification, then shows it from the loaded toaster', async () => {
    const notifications = createNotificationsStore();
    const { container } = renderWithMarginalia(<LazyToaster />, {
      fetch: createFakeApi({}).fetch,
      provider: { notifications },
    });
    expect(container.querySelector('.mg-toaster')).toBeNull();
    expect(toasterModule.loaded()).toBeNull();
    act(() => void notifications.getState().notify({ message: { key: 'http.401' }, type: 'danger' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Could not validate credentials');
    expect(toasterModule.loaded()).not.toBeNull();
  });
});
