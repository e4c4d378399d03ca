import { teamProgressQuery, type DatasetProgress } from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * The team's progress on the view's dataset, read again whenever the caller's own counts change.
 *
 * @example
 * const team = useTeamProgress();
 */
export function useTeamProgress(): DatasetProgress | null {
  const { store, client, datasetId } = useAnnotationView();
  const responded = useStoreSelector(store, (s) => (s.metrics ? `${s.metrics.responded}:${s.metrics.submitted}` : 'none'));
  return useQuery(teamProgressQuery(client, datasetId, responded));
}
