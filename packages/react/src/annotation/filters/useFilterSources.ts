import type { Question, WireMetadataMetrics, WireMetadataProperty } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useAnnotationView } from '../layout/AnnotationViewContext';
import { useLoaded } from '../layout/useLoaded';

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
  const properties = useLoaded(`properties:${datasetId}`, () =>
    client.getMetadataProperties(datasetId).then((body) => body.items),
  );
  const agents = useLoaded(`agents:${datasetId}`, () =>
    client
      .getSuggestionOptions(datasetId)
      .then((body) => Object.fromEntries(body.items.map((item) => [item.question.name, item.agents]))),
  );
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
  return useLoaded(`metrics:${propertyId}`, () => client.getMetadataMetrics(propertyId));
}
