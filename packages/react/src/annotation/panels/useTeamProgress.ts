import { toDatasetProgress, type DatasetProgress } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../layout/AnnotationViewContext';
import { useLoaded } from '../layout/useLoaded';

/**
 * The team's progress on the view's dataset (`GET /datasets/{id}/progress`), read again whenever the caller's
 * own counts change (the core drops the cached progress after every save).
 *
 * @example
 * const team = useTeamProgress();
 */
export function useTeamProgress(): DatasetProgress | null {
  const { store, client, datasetId } = useAnnotationView();
  const responded = useStoreSelector(store, (s) => (s.metrics ? `${s.metrics.responded}:${s.metrics.submitted}` : 'none'));
  return useLoaded(
    `progress:${datasetId}:${responded}`,
    () => client.getDatasetProgress(datasetId).then(toDatasetProgress),
    { keepWhileReloading: true },
  );
}
