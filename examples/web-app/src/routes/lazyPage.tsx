import { lazy, type ComponentType } from 'react';
import { lazyModule } from '@marginalia/react';

/** A page in its own chunk that can be loaded before it first renders. */
export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the chunk (once); a later render then shows the page without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A code-split page, loaded through the components' `lazyModule`. Rendered before its chunk has loaded it suspends
 * like `React.lazy`; once loaded (e.g. by `preload()` while the app starts) it renders at once. That matters
 * because React holds back content that replaces a Suspense fallback for 300 ms after the fallback appeared,
 * which a page opened by a full load would otherwise always wait. A failed load rejects for both, so the error
 * boundary's reload guard still sees it.
 *
 * @example
 * const SettingsPage = lazyPage(() => import('./SettingsPage').then((m) => m.SettingsPage));
 * void SettingsPage.preload();
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const page = lazyModule(load);
  const Suspending = lazy(async () => ({ default: await page.load() }));
  const Page = () => {
    const Component = page.loaded() ?? Suspending;
    return <Component />;
  };
  return Object.assign(Page, { preload: page.load });
}
