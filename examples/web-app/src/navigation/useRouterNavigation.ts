import { useMemo } from 'react';
import { useHref, useNavigate } from 'react-router';
import type { NavigationAdapter } from '@marginalia/react';

/** The navigation adapter the components use, over react-router (hrefs respect the router's basename). */
export function useRouterNavigation(): NavigationAdapter {
  const navigate = useNavigate();
  const root = useHref('/');
  return useMemo<NavigationAdapter>(
    () => ({
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      href: (to) => (root === '/' ? to : `${root.replace(/\/$/, '')}${to}`),
    }),
    [navigate, root],
  );
}
