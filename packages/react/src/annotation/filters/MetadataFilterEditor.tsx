import { metadataFilterEditor, type WireMetadataProperty } from '@marginalia/core';
import { useCriteria } from '../view/useCriteria';
import { FilterValueEditor } from './FilterValueEditor';
import { useMetadataMetrics } from './useFilterSources';

export interface MetadataFilterEditorProps {
  property: WireMetadataProperty;
}

/**
 * The filter of one metadata property: its terms with a value search, or a numeric range (whole numbers for
 * integer properties) clamped to the server's min and max. The edit is committed after the core's debounce or
 * when the filters panel closes.
 *
 * @example
 * <MetadataFilterEditor property={property} />
 */
export function MetadataFilterEditor({ property }: MetadataFilterEditorProps) {
  const metrics = useMetadataMetrics(property.id);
  const [filters, criteria] = useCriteria((s) => s.draft.metadata);
  return (
    <FilterValueEditor
      label={property.title}
      view={metadataFilterEditor(property, metrics, filters)}
      onEdit={(edit) => criteria.getState().editMetadataFilter(property, metrics, edit)}
    />
  );
}
