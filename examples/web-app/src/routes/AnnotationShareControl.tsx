import { useEffect, useState } from 'react';
import {
  ShareProgressControl,
  toDatasetProgress,
  useEnvironmentSettings,
  useMarginalia,
  useSession,
  useStoreSelector,
  type AnnotationStore,
} from '@marginalia/react';

/**
 * The share-your-progress control of the annotation page: the user's submitted count from the annotation
 * store, the team's progress from the dataset progress (reloaded as the count changes), and the environment flag.
 */
export function AnnotationShareControl({ datasetId, store }: { datasetId: string; store: AnnotationStore }) {
  const { client } = useMarginalia();
  const settings = useEnvironmentSettings();
  const userName = useSession((s) => s.user?.username ?? '');
  const submitted = useStoreSelector(store, (s) => s.metrics?.submitted ?? 0);
  const datasetName = useStoreSelector(store, (s) => s.dataset?.name ?? '');
  const [teamProgress, setTeamProgress] = useState(0);
  const enabled = settings?.shareYourProgressEnabled ?? false;

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    client.getDatasetProgress(datasetId).then(
      (wire) => active && setTeamProgress(Number(toDatasetProgress(wire).percentCompleted)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, datasetId, enabled, submitted]);

  return (
    <ShareProgressControl
      enabled={enabled}
      userName={userName}
      recordsSubmitted={submitted}
      teamProgress={teamProgress}
      datasetName={datasetName}
      datasetId={datasetId}
    />
  );
}
