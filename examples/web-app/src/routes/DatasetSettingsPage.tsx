import { useState } from 'react';
import { useParams } from 'react-router';
import { useSettingsHistoryGuard } from '../settings/useSettingsHistoryGuard';
import {
  AppHeader,
  DatasetSettings,
  SettingsNavigationGuard,
  annotationPath,
  modelSuggestionsFilterOfUrl,
  settingsTexts,
  useDatasetSettingsSession,
  useStoreSelector,
  useT,
  type DatasetSettingsSession,
  type SettingsTabUrl,
} from '@marginalia/react';
import { backToDatasetPath } from '../settings/lastAnnotationPage';
import { usePageTitle } from './usePageTitle';
import { NotFoundPage } from './NotFoundPage';

/** The `tab` query parameter, replaced in place: a tab change is no navigation (spec 2 §2). */
function useTabUrl(): SettingsTabUrl {
  const [adapter] = useState<SettingsTabUrl>(() => ({
    read: () => new URLSearchParams(window.location.search).get('tab'),
    write: (tab) => {
      const url = new URL(window.location.href);
      url.searchParams.set('tab', tab);
      // The router's own entry state is kept, so back and forward still work.
      window.history.replaceState(window.history.state, '', url);
    },
  }));
  return adapter;
}

/**
 * /dataset/:id/settings: breadcrumbs Home > dataset > Settings, then the dataset's settings. Every navigation from
 * the page goes through the settings' unsaved-change guard: links and buttons, browser back and forward, reload and
 * tab close.
 */
export function DatasetSettingsPage() {
  const { id } = useParams();
  const tabUrl = useTabUrl();
  const session = useDatasetSettingsSession(id ?? '', { tabUrl });
  if (!id) return <NotFoundPage />;
  return session ? <LoadedSettingsPage datasetId={id} session={session} /> : null;
}

function LoadedSettingsPage({ datasetId, session }: { datasetId: string; session: DatasetSettingsSession }) {
  const t = useT(settingsTexts);
  const name = useStoreSelector(session.store, (s) => s.dataset?.name ?? null);
  usePageTitle(name ? `${t('title')} — ${name}` : t('title'));
  const annotationPage = annotationPath(datasetId);
  useSettingsHistoryGuard(session.store);
  const backTo = backToDatasetPath(window.sessionStorage, datasetId, annotationPage);
  // The Model suggestions tab offers the filter of the annotation page this person came from (kept per tab).
  const [filter] = useState(() => {
    const query = backTo.indexOf('?');
    return query === -1 ? null : modelSuggestionsFilterOfUrl(backTo.slice(query));
  });
  return (
    <SettingsNavigationGuard store={session.store}>
      <AppHeader
        breadcrumbs={[
          { label: t('header.home'), to: '/' },
          ...(name ? [{ label: name, to: annotationPage }] : []),
          { label: t('title') },
        ]}
      />
      <main id="main" className="app-main">
        <DatasetSettings
          datasetId={datasetId}
          session={session}
          backTo={backTo}
          modelSuggestionsFilter={filter}
        />
      </main>
    </SettingsNavigationGuard>
  );
}
