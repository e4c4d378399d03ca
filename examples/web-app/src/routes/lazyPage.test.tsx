import { act, Component, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

class CatchError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

let root: Root | null = null;
const container = document.createElement('div');

function show(Page: () => ReactNode) {
  // The error boundary shows the failure; React need not also log it.
  root = createRoot(container, { onCaughtError: () => undefined });
  act(() =>
    root!.render(
      <CatchError>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </CatchError>,
    ),
  );
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('lazyPage', () => {
  it('renders a preloaded page at once, without its fallback', async () => {
    const Page = lazyPage(async () => () => <p>the page</p>);
    await Page.preload();
    show(Page);
    expect(container.textContent).toBe('the page');
  });

  it('suspends on its first render until the chunk has loaded, loading it once', async () => {
    let loads = 0;
    let finish: (page: () => ReactNode) => void = () => undefined;
    const Page = lazyPage(() => {
      loads += 1;
      return new Promise((resolve) => (finish = resolve));
    });
    show(Page);
    expect(container.textContent).toBe('loading');
    void Page.preload();
    await act(async () => finish(() => <p>the page</p>));
    expect(container.textContent).toBe('the page');
    expect(loads).toBe(1);
  });

  it('rejects the preload and fails the render with the same error when the chunk cannot load', async () => {
    const error = new Error('Failed to fetch dynamically imported module');
    const Page = lazyPage(() => Promise.reject(error));
    await expect(Page.preload()).rejects.toBe(error);
    show(Page);
    await act(async () => undefined);
    expect(container.textContent).toBe('failed: Failed to fetch dynamically imported module');
  });
});
