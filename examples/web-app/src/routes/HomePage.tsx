import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AppHeader,
  Home,
  PersistentStorageBanner,
  WORKSPACES_QUERY_PARAM,
  createHomeFiltersStore,
  formatWorkspacesParam,
  parseWorkspacesParam,
  useT,
} from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * / : the header (its Home breadcrumb clears the filters), the persistent-storage banner, the dataset list and the
 * sidebar. The `workspaces` query parameter and the workspace filter follow each other.
 */
export function HomePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const urlWorkspaces = params.get(WORKSPACES_QUERY_PARAM);
  const [filters] = useState(() => createHomeFiltersStore({ workspaces: parseWorkspacesParam(urlWorkspaces) }));
  usePageTitle(null);

  // URL → filter (links to a filtered home, browser back and forward).
  useEffect(() => {
    const names = parseWorkspacesParam(urlWorkspaces);
    if (!sameNames(names, filters.getState().workspaces)) filters.getState().setWorkspaces(names);
  }, [urlWorkspaces, filters]);

  // Filter → URL, replacing the entry so the back button leaves home rather than undoing clicks.
  useEffect(
    () =>
      filters.subscribe((state, previous) => {
        if (sameNames(state.workspaces, previous.workspaces)) return;
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            const value = formatWorkspacesParam(state.workspaces);
            if (value === null) next.delete(WORKSPACES_QUERY_PARAM);
            else next.set(WORKSPACES_QUERY_PARAM, value);
            return next;
          },
          { replace: true },
        );
      }),
    [filters, setParams],
  );

  return (
    <>
      <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/', onSelect: () => filters.getState().clear() }]} />
      <PersistentStorageBanner />
      <main id="main" className="app-main">
        <Home filters={filters} />
      </main>
    </>
  );
}
