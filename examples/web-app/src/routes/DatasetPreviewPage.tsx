import { Navigate, useParams } from 'react-router';
import {
  AppHeader,
  DatasetCreation,
  PersistentStorageBanner,
  datasetNameOfRepo,
  useT,
} from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/** The first segment that is not a repository: `/datasets` leads home (spec 2 §2). */
const NOT_A_REPOSITORY = 'datasets';

/**
 * /:id — the preview of a new dataset from the hub repository `id` (decoded from the URL): breadcrumbs
 * Home > repository name without its owner, then the preview and configuration. `/datasets` goes home.
 */
export function DatasetPreviewPage() {
  const { id = '' } = useParams();
  const t = useT();
  const repoId = id.trim();
  usePageTitle(repoId === '' || repoId === NOT_A_REPOSITORY ? null : datasetNameOfRepo(repoId));
  if (repoId === '' || repoId === NOT_A_REPOSITORY) return <Navigate to="/" replace />;
  return (
    <>
      <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/' }, { label: datasetNameOfRepo(repoId) }]} />
      <PersistentStorageBanner />
      <main id="main" className="app-main" style={{ maxWidth: 'none' }}>
        <DatasetCreation key={repoId} repoId={repoId} storage={window.localStorage} />
      </main>
    </>
  );
}
