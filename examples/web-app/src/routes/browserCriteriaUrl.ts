import type { CriteriaUrlAdapter } from '@marginalia/react';

/** What the annotation page's address adapter needs of the page and its router, read at each call. */
export interface BrowserCriteriaUrlSource {
  /** The browser's address now. */
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** The router's latest navigate. */
  navigate: (to: { pathname: string; search: string; hash: string }, options: { replace: boolean }) => void;
  /** The path the page last rendered for. */
  pagePathname: string;
}

/**
 * The address bar as the record criteria see it: read from the browser's location, written through the router (so
 * it keeps its own state), back/forward reported by `popstate`. A write once the address has left the page (the
 * session stops in an effect, after the next page has rendered or while it loads, and its after-paint address
 * rewrite may come first) is dropped rather than put this page's criteria on the other page's address.
 */
export function browserCriteriaUrl(
  source: () => BrowserCriteriaUrlSource,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): CriteriaUrlAdapter {
  return {
    read: () => new URLSearchParams(source().location.search),
    write: (params, { replace }) => {
      const { location, navigate, pagePathname } = source();
      if (location.pathname !== pagePathname) return;
      navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace });
    },
    subscribe: (onPopState) => {
      events.addEventListener('popstate', onPopState);
      return () => events.removeEventListener('popstate', onPopState);
    },
  };
}
