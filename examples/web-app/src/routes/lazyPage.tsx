import { lazy, type ComponentType } from 'react';

/** A page in its own chunk that can be loaded before it first renders. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the chunk (once); a later render then shows the page without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A code-split page. Rendered before its chunk has loaded it suspends like `React.lazy`; once loaded (e.g. by
 * `preload()` while the app starts) it renders at once. That matters because React holds back content that
 * replaces a Suspense fallback for 300 ms after the fallback appeared, which a page opened by a full load would
 * otherwise always wait. A failed load rejects for both, so the error boundary's reload guard still sees it.
 *
 * @example
 * const SettingsPage = lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage));
 * void SettingsPage.preload();
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Page = () => {
    const Component = loaded ?? Suspending;
    return <Component />;
  };
  return Object.assign(Page, { preload });
}
