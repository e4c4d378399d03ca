import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ShareProgressPage, readShareProgressParams, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/** /share-your-progress?user_name&records_submitted&team_progress&dataset_name&dataset_id */
export function ShareYourProgressPage() {
  const t = useT();
  const [params] = useSearchParams();
  const share = useMemo(() => readShareProgressParams(params), [params]);
  usePageTitle(t('share.pageTitle', { user: share.userName, dataset: share.datasetName }));
  return (
    <main id="main" className="app-main">
      <ShareProgressPage params={share} />
    </main>
  );
}
