import { AppHeader, DatasetList, useT } from '@marginalia/react';
import { usePageTitle } from '../usePageTitle';

/** / : the header with the Home breadcrumb and the user menu, then the dataset list. */
export function HomePage() {
  const t = useT();
  usePageTitle(null);
  return (
    <>
      <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/' }]} />
      <main className="app-main">
        <DatasetList />
      </main>
    </>
  );
}
