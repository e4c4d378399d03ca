import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../testing/createFakeApi';
import { renderWithMarginalia } from '../testing/renderWithMarginalia';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NestedErrorView } from './NestedErrorView';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

// React logs caught render errors; keep the test output readable.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('shows the error page with the error in the pill, and reports the error', () => {
    const onError = vi.fn();
    renderWithMarginalia(
      <AppErrorBoundary onError={onError}>
        <Broken message="Cannot read the record" />
      </AppErrorBoundary>,
      { fetch: createFakeApi({}).fetch },
    );
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('Cannot read the record')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Cannot read the record' }));
  });

  it('renders its children again after the reset key changes (another page)', () => {
    let go: (path: string) => void = () => undefined;
    function Pages() {
      const [path, setPath] = useState('/broken');
      go = setPath;
      return (
        <AppErrorBoundary resetKey={path}>{path === '/broken' ? <Broken message="boom" /> : <p>fine</p>}</AppErrorBoundary>
      );
    }
    renderWithMarginalia(<Pages />, { fetch: createFakeApi({}).fetch });
    expect(screen.getByText('boom')).toBeTruthy();
    act(() => go('/other'));
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('falls back to the nested error view when the error page fails too', () => {
    // Without a provider the error page itself throws (it needs the translations), so the nested view shows.
    render(
      <AppErrorBoundary>
        <Broken message="first failure" />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByText(/Marginalia components need their context/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('NestedErrorView', () => {
  it('says the error page failed, with the details and a link home', () => {
    renderWithMarginalia(<NestedErrorView error={new TypeError('x is undefined')} />, { fetch: createFakeApi({}).fetch });
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByText('Details')).toBeTruthy();
    expect(screen.getByText('TypeError: x is undefined')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('#/');
  });
});
