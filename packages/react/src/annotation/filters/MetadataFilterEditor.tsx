import {
  isRangeFilterActive,
  isRangeValue,
  metadataBounds,
  type MetadataFilter,
  type RangeBounds,
  type WireMetadataMetrics,
  type WireMetadataProperty,
} from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useCriteria } from '../toolbar/useCriteria';
import { FLOAT_STEP, INTEGER_STEP } from './rangeBounds';
import { RangeSlider } from './RangeSlider';
import { TermsFilter, type TermOption } from './TermsFilter';
import { useMetadataMetrics } from './useFilterSources';

export interface MetadataFilterEditorProps {
  property: WireMetadataProperty;
}

/** Bounds of a numeric property: the server's metrics when known, else its settings. */
function boundsOf(property: WireMetadataProperty, metrics: WireMetadataMetrics | null): RangeBounds | null {
  if (metrics && metrics.type !== 'terms' && metrics.min !== null && metrics.max !== null) {
    return { min: metrics.min, max: metrics.max };
  }
  return metadataBounds(property.settings);
}

function termOptions(property: WireMetadataProperty, metrics: WireMetadataMetrics | null): TermOption[] {
  if (metrics?.type === 'terms') {
    return metrics.values.map(({ term, count }) => ({ value: String(term), label: String(term), count }));
  }
  const values = property.settings.type === 'terms' ? (property.settings.values ?? []) : [];
  return values.map((value) => ({ value: String(value), label: String(value) }));
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
  const t = useT();
  const metrics = useMetadataMetrics(property.id);
  const [filters, criteria] = useCriteria((s) => s.draft.metadata);
  const current = filters.find((filter) => filter.name === property.name)?.value;

  const set = (value: MetadataFilter['value'] | null) => {
    const others = filters.filter((filter) => filter.name !== property.name);
    const at = filters.findIndex((filter) => filter.name === property.name);
    const next = [...others];
    if (value !== null) next.splice(at < 0 ? next.length : at, 0, { name: property.name, value });
    criteria.getState().setMetadata(next);
  };

  if (property.settings.type === 'terms') {
    return (
      <TermsFilter
        label={property.title}
        options={termOptions(property, metrics)}
        selected={Array.isArray(current) ? current : []}
        onChange={(selected) => set(selected.length > 0 ? selected : null)}
        searchable
      />
    );
  }
  const bounds = boundsOf(property, metrics);
  if (!bounds) return <p className="mg-muted">{t('annotation.filters.noValues')}</p>;
  return (
    <RangeSlider
      label={property.title}
      bounds={bounds}
      step={property.settings.type === 'integer' ? INTEGER_STEP : FLOAT_STEP}
      value={isRangeValue(current) ? current : { ge: bounds.min, le: bounds.max }}
      onChange={(range) => set(isRangeFilterActive(range, bounds) ? range : null)}
    />
  );
}
