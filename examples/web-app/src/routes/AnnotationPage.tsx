import { useParams } from 'react-router';
import {
  AnnotationView,
  AppHeader,
  PersistentStorageBanner,
  homePathForWorkspaces,
  useAnnotationStore,
  useStoreSelector,
  useT,
  type AnnotationStore,
  type Breadcrumb,
} from '@marginalia/react';
import { usePageTitle } from '../usePageTitle';
import { AnnotationShareControl } from './AnnotationShareControl';
import { NotFoundPage } from './NotFoundPage';

/**
 * /dataset/:id/annotation-mode: breadcrumbs Home > workspace (home filtered by it) > dataset, the
 * persistent-storage banner and the annotation view.
 */
export function AnnotationPage() {
  const { id } = useParams();
  const store = useAnnotationStore(id ?? null);
  if (!id) return <NotFoundPage />;
  return store ? <LoadedAnnotationPage datasetId={id} store={store} /> : null;
}

function LoadedAnnotationPage({ datasetId, store }: { datasetId: string; store: AnnotationStore }) {
  const t = useT();
  const datasetName = useStoreSelector(store, (s) => s.dataset?.name ?? null);
  const workspaceName = useStoreSelector(store, (s) => s.workspace?.name ?? s.dataset?.workspaceName ?? null);
  usePageTitle(datasetName);

  const breadcrumbs: Breadcrumb[] = [{ label: t('header.home'), to: '/' }];
  if (workspaceName) breadcrumbs.push({ label: workspaceName, to: homePathForWorkspaces([workspaceName]) });
  if (datasetName) breadcrumbs.push({ label: datasetName });
  return (
    <>
      <AppHeader breadcrumbs={breadcrumbs} actions={<AnnotationShareControl datasetId={datasetId} store={store} />} />
      <PersistentStorageBanner />
      <main id="main" className="app-main">
        <AnnotationView datasetId={datasetId} store={store} />
      </main>
    </>
  );
}
