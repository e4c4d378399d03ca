import { ownCountsRevision, teamProgressQuery, type DatasetProgress } from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * The team's progress on the view's dataset, read once the caller's own counts are known and again whenever they
 * change.
 *
 * @example
 * const team = useTeamProgress();
 */
export function useTeamProgress(): DatasetProgress | null {
  const { store, client, datasetId } = useAnnotationView();
  const ownCounts = useStoreSelector(store, (s) => ownCountsRevision(s.metrics));
  return useQuery(teamProgressQuery(client, datasetId, ownCounts));
}
