import type { WireMetadataMetrics, WireMetadataProperty } from '../api/wire/metadata';
import { metadataBounds, type RangeBounds } from './filterActivity';
import { activeRange, rangeEditorOf, type FilterEditorView, type FilterValueEdit } from './filterEditorViews';
import { replaceInPlace, type FilterOption } from './filterOptions';
import { FLOAT_STEP, INTEGER_STEP } from './filterRanges';
import type { MetadataFilter } from './RecordCriteria';

/** The property a metadata filter is edited for. */
export type FilterProperty = Pick<WireMetadataProperty, 'name' | 'settings'>;

/** Bounds of a numeric property: the server's metrics when known, else its settings. */
export function metadataRangeBounds(property: FilterProperty, metrics: WireMetadataMetrics | null): RangeBounds | null {
  if (metrics && metrics.type !== 'terms' && metrics.min !== null && metrics.max !== null) {
    return { min: metrics.min, max: metrics.max };
  }
  return metadataBounds(property.settings);
}

/** Terms of a terms property: the server's terms with their counts when known, else the settings' values. */
export function metadataTermOptions(property: FilterProperty, metrics: WireMetadataMetrics | null): FilterOption[] {
  if (metrics?.type === 'terms') {
    return metrics.values.map(({ term, count }) => ({ value: String(term), label: String(term), count }));
  }
  const values = property.settings.type === 'terms' ? (property.settings.values ?? []) : [];
  return values.map((value) => ({ value: String(value), label: String(value) }));
}

/**
 * What the filter of one metadata property shows (spec 1 §5): its terms with a value search, or a range
 * clamped to the server's min and max in whole numbers for integer properties.
 *
 * @example
 * metadataFilterEditor(property, metrics, draft.metadata); // { kind: 'range', bounds: { min: 0, max: 500 }, step: 1, … }
 */
export function metadataFilterEditor(
  property: FilterProperty,
  metrics: WireMetadataMetrics | null,
  filters: readonly MetadataFilter[],
): FilterEditorView {
  const current = filters.find((filter) => filter.name === property.name)?.value;
  if (property.settings.type === 'terms') {
    const options = metadataTermOptions(property, metrics);
    const selected = Array.isArray(current) ? current : [];
    return { kind: 'labels', options, selected, operator: null, searchable: true };
  }
  const bounds = metadataRangeBounds(property, metrics);
  if (!bounds) return { kind: 'unavailable' };
  return rangeEditorOf(bounds, current, property.settings.type === 'integer' ? INTEGER_STEP : FLOAT_STEP);
}

/**
 * The metadata filters after one edit of a property's filter: no chosen term, or a range spanning the whole
 * bounds, clears it; an edit that does not fit the property's type changes nothing.
 *
 * @example
 * withMetadataFilterEdit(draft.metadata, property, metrics, { labels: ['books'] });
 */
export function withMetadataFilterEdit(
  filters: readonly MetadataFilter[],
  property: FilterProperty,
  metrics: WireMetadataMetrics | null,
  edit: FilterValueEdit,
): MetadataFilter[] {
  let value: MetadataFilter['value'] | null;
  if (property.settings.type === 'terms' && 'labels' in edit) {
    value = edit.labels.length > 0 ? edit.labels : null;
  } else if (property.settings.type !== 'terms' && 'range' in edit) {
    const bounds = metadataRangeBounds(property, metrics);
    if (!bounds) return [...filters];
    value = activeRange(edit.range, bounds);
  } else {
    return [...filters];
  }
  const filter = value === null ? null : { name: property.name, value };
  return replaceInPlace(filters, (item) => item.name === property.name, filter);
}
