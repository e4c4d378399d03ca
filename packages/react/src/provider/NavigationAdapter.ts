/**
 * How components move between pages without importing a router: the host app injects one.
 *
 * @example
 * const navigation: NavigationAdapter = {
 *   navigate: (to, options) => routerNavigate(to, { replace: options?.replace }),
 *   href: (to) => to,
 * };
 */
export interface NavigationAdapter {
  /** Go to an app path such as `/dataset/<id>/annotation-mode`. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The `href` to render for an app path (lets a host add a base path or a hash). */
  href(to: string): string;
}

/**
 * Navigation for hosts without a router: plain page loads through `location`.
 * Used when no adapter is injected, e.g. a custom element dropped on a static page.
 */
export function createLocationNavigation(location: Pick<Location, 'assign' | 'replace'>): NavigationAdapter {
  return {
    navigate: (to, options) => (options?.replace ? location.replace(to) : location.assign(to)),
    href: (to) => to,
  };
}
