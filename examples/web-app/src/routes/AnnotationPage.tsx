import { use, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router';
import {
  AnnotationView,
  AppHeader,
  DatasetHeaderActions,
  ReviewModeLink,
  PersistentStorageBanner,
  homePathForWorkspaces,
  ownCountsRevision,
  useAnnotationStore,
  useStoreSelector,
  useT,
  whenFirstLoadPainted,
  type AnnotationStore,
  type Breadcrumb,
  type CriteriaUrlAdapter,
} from '@marginalia/react';
import { rememberAnnotationPage } from '../settings/lastAnnotationPage';
import { browserCriteriaUrl } from './browserCriteriaUrl';
import { usePageTitle } from './usePageTitle';
import { AnnotationPrefetchContext } from './AnnotationPrefetchContext';
import { FirstContentContext } from './FirstContentContext';
import { AnnotationShareControl } from './AnnotationShareControl';
import { NotFoundPage } from './NotFoundPage';

/** The annotation page's address adapter (`browserCriteriaUrl`), made once; it reads the page's latest values. */
function useBrowserCriteriaUrl(): CriteriaUrlAdapter {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef<{ navigate: NavigateFunction; pagePathname: string }>({ navigate, pagePathname: pathname });
  latest.current = { navigate, pagePathname: pathname };
  const [adapter] = useState<CriteriaUrlAdapter>(() =>
    browserCriteriaUrl(
      () => ({
        location: window.location,
        navigate: (to, options) => void latest.current.navigate(to, options),
        pagePathname: latest.current.pagePathname,
      }),
      window,
    ),
  );
  return adapter;
}

/**
 * /dataset/:id/annotation-mode: breadcrumbs Home > workspace (home filtered by it) > dataset, the dataset actions
 * (settings, copy link; import-data snippet and export for administrators and owners), the persistent-storage
 * banner and the annotation view, whose criteria follow the URL (back and forward included).
 */
export function AnnotationPage() {
  const { id } = useParams();
  const url = useBrowserCriteriaUrl();
  const prefetch = use(AnnotationPrefetchContext);
  const store = useAnnotationStore(id ?? null, { url, storage: window.localStorage, prefetch });
  const location = useLocation();
  // 'Back to dataset' on the settings page returns here, filters and page included.
  useEffect(() => {
    if (id) rememberAnnotationPage(window.sessionStorage, id, `${location.pathname}${location.search}`);
  }, [id, location.pathname, location.search]);
  if (!id) return <NotFoundPage />;
  return store ? <LoadedAnnotationPage datasetId={id} store={store} /> : null;
}

function LoadedAnnotationPage({ datasetId, store }: { datasetId: string; store: AnnotationStore }) {
  const t = useT();
  const datasetName = useStoreSelector(store, (s) => s.dataset?.name ?? null);
  const workspaceName = useStoreSelector(store, (s) => s.workspace?.name ?? s.dataset?.workspaceName ?? null);
  const revision = useStoreSelector(store, (s) => ownCountsRevision(s.metrics));
  const reportFirstContent = use(FirstContentContext);
  usePageTitle(datasetName);
  // Subscribed, not selected: the page does not render again when its first record is painted.
  useEffect(() => whenFirstLoadPainted(store, () => reportFirstContent?.()), [store, reportFirstContent]);

  const breadcrumbs: Breadcrumb[] = [{ label: t('header.home'), to: '/' }];
  if (workspaceName) breadcrumbs.push({ label: workspaceName, to: homePathForWorkspaces([workspaceName]) });
  if (datasetName) breadcrumbs.push({ label: datasetName });
  return (
    <>
      <AppHeader
        breadcrumbs={breadcrumbs}
        primaryAction={<ReviewModeLink datasetId={datasetId} to="review" revision={revision} />}
        actions={
          <>
            <AnnotationShareControl datasetId={datasetId} store={store} />
            {datasetName && (
              <DatasetHeaderActions
                datasetId={datasetId}
                datasetName={datasetName}
                workspaceName={workspaceName}
              />
            )}
          </>
        }
      />
      <PersistentStorageBanner />
      <main id="main" className="app-main" style={{ maxWidth: 'none' }}>
        <AnnotationView datasetId={datasetId} store={store} storage={window.localStorage} />
      </main>
    </>
  );
}
