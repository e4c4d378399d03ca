import { isAdminOrOwner, type HomeFiltersState } from '@marginalia/core';
import { DatasetList } from '../datasets/DatasetList';
import { useSession } from '../hooks/useSession';
import { useScopedStyles } from '../styles/useScopedStyles';
import { homeCss } from './homeCss';
import { HomeSidebar } from './HomeSidebar';
import { ImportCard } from './ImportCard';
import type { ReadableStore } from '../hooks/useStoreSelector';

export interface HomeProps {
  /** The list filters, shared with the Home breadcrumb (which clears them) and the URL. */
  filters?: ReadableStore<HomeFiltersState>;
}

/**
 * The home page body: the dataset list and the role's sidebar; an empty list offers administrators and owners
 * the import card. The header and the persistent-storage banner come from the host page.
 *
 * @example
 * <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/', onSelect: () => filters.getState().clear() }]} />
 * <PersistentStorageBanner />
 * <Home filters={filters} />
 */
export function Home({ filters }: HomeProps) {
  const rootRef = useScopedStyles<HTMLDivElement>('mg-home', homeCss);
  const user = useSession((s) => s.user);
  return (
    <div ref={rootRef} className="mg-root mg-home">
      <div className="mg-home__list">
        <DatasetList filters={filters} emptyExtra={isAdminOrOwner(user) ? <ImportCard /> : null} />
      </div>
      <HomeSidebar />
    </div>
  );
}
