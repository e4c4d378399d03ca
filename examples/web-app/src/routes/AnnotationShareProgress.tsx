import { useEffect, useState } from 'react';
import {
  ShareProgressControl,
  toDatasetProgress,
  useMarginalia,
  useSession,
  useStoreSelector,
  type AnnotationStore,
} from '@marginalia/react';

/**
 * The share-your-progress control of the annotation page, where sharing is enabled: the user's submitted count
 * from the annotation store, and the team's progress from the dataset progress (reloaded as the count changes).
 */
export function AnnotationShareProgress({ datasetId, store }: { datasetId: string; store: AnnotationStore }) {
  const { client } = useMarginalia();
  const userName = useSession((s) => s.user?.username ?? '');
  const submitted = useStoreSelector(store, (s) => s.metrics?.submitted ?? 0);
  const datasetName = useStoreSelector(store, (s) => s.dataset?.name ?? '');
  const [teamProgress, setTeamProgress] = useState(0);

  useEffect(() => {
    let active = true;
    client.getDatasetProgress(datasetId).then(
      (wire) => active && setTeamProgress(Number(toDatasetProgress(wire).percentCompleted)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, datasetId, submitted]);

  return (
    <ShareProgressControl
      enabled
      userName={userName}
      recordsSubmitted={submitted}
      teamProgress={teamProgress}
      datasetName={datasetName}
      datasetId={datasetId}
    />
  );
}
