import {
  afterFirstLoadPainted,
  metadataMetricsQuery,
  metadataPropertiesQuery,
  suggestionAgentsQuery,
  type Question,
  type WireMetadataMetrics,
  type WireMetadataProperty,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../view/AnnotationViewContext';

/** What the filters and the sort selector offer choices from. */
export interface FilterSources {
  questions: Question[];
  /** The metadata properties the caller may see. */
  metadataProperties: WireMetadataProperty[];
  /** Question name → agents that made its suggestions. */
  agents: Record<string, string[]>;
}

const NO_PROPERTIES: WireMetadataProperty[] = [];
const NO_AGENTS: Record<string, string[]> = {};

/**
 * The questions, visible metadata properties and suggestion agents of the view's dataset.
 *
 * @example
 * const { metadataProperties } = useFilterSources();
 */
export function useFilterSources(): FilterSources {
  const { store, client, datasetId } = useAnnotationView();
  const questions = useStoreSelector(store, (s) => s.questions);
  const properties = useQuery(metadataPropertiesQuery(client, datasetId));
  // The suggestion filter's agents are not needed to show the first record.
  const agents = useQuery(afterFirstLoadPainted(suggestionAgentsQuery(client, datasetId), store));
  return { questions, metadataProperties: properties ?? NO_PROPERTIES, agents: agents ?? NO_AGENTS };
}

/**
 * The metrics of one metadata property (terms with counts, or min and max), loaded when a filter opens it.
 *
 * @example
 * const metrics = useMetadataMetrics(property.id);
 */
export function useMetadataMetrics(propertyId: string): WireMetadataMetrics | null {
  const { client } = useAnnotationView();
  return useQuery(metadataMetricsQuery(client, propertyId));
}
