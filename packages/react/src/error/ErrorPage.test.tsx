import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the 404 texts and a link back home through the navigation adapter', async () => {
    const { navigation } = renderWithMarginalia(<ErrorPage status={404} />, {
      fetch: createFakeApi({}).fetch,
    });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText("We can't seem to find the page you are looking for")).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Back to home page' });
    expect(home.getAttribute('href')).toBe('#/');
    await userEvent.click(home);
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('shows a given message for other statuses', () => {
    renderWithMarginalia(<ErrorPage status={500} message="Server on fire" />, {
      fetch: createFakeApi({}).fetch,
    });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Server on fire')).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });
});
