import type { WireMetadataSettings } from '../api/wire/metadata';
import type { QuestionType } from '../api/wire/questions';
import type { CriteriaSort } from './RecordCriteria';

/** What identifies a sort criterion, regardless of its direction. */
export type SortKey = Pick<CriteriaSort, 'entity' | 'name' | 'property'>;

/** One sortable category offered by the sort selector. */
export interface SortOffering extends SortKey {
  /** `entity.name` or `entity.name.property`. */
  id: string;
  title: string;
  tooltip: string;
  /** Offered but not selectable, e.g. metadata without any value. */
  disabled: boolean;
}

/** What the sort selector offers categories from. */
export interface SortOfferingSources {
  questions: readonly { name: string; title: string; type: QuestionType }[];
  metadataProperties: readonly { name: string; title: string; settings: WireMetadataSettings }[];
}

/** Record properties offered for sorting. */
export const RECORD_SORT_PROPERTIES: readonly string[] = ['inserted_at', 'updated_at'];

/** The id of a sort key: `entity.name` or `entity.name.property`. */
export function sortIdOf({ entity, name, property }: SortKey): string {
  return property ? `${entity}.${name}.${property}` : `${entity}.${name}`;
}

function hasValues(settings: WireMetadataSettings): boolean {
  if (settings.type === 'terms') return (settings.values?.length ?? 0) > 0;
  return settings.min !== null && settings.max !== null;
}

function offering(key: SortKey, title: string, tooltip = title, disabled = false): SortOffering {
  return { ...key, id: sortIdOf(key), title, tooltip, disabled };
}

/**
 * Builds the sort categories: record inserted_at and updated_at; suggestion score for every question;
 * suggestion value and response value for rating questions only; one per metadata property, disabled when the
 * property has no values.
 *
 * @example
 * buildSortOfferings({ questions, metadataProperties }).filter((item) => !item.disabled);
 */
export function buildSortOfferings({ questions, metadataProperties }: SortOfferingSources): SortOffering[] {
  const ratings = questions.filter((question) => question.type === 'rating');
  return [
    ...RECORD_SORT_PROPERTIES.map((name) => offering({ entity: 'record', name }, name)),
    ...questions.map((q) =>
      offering({ entity: 'suggestion', name: q.name, property: 'score' }, q.name, q.title),
    ),
    ...ratings.map((q) =>
      offering({ entity: 'suggestion', name: q.name, property: 'value' }, q.name, q.title),
    ),
    ...ratings.map((q) => offering({ entity: 'response', name: q.name }, q.name, q.title)),
    ...metadataProperties.map((m) =>
      offering({ entity: 'metadata', name: m.name }, m.title, m.title, !hasValues(m.settings)),
    ),
  ];
}

function indexOfKey(sortBy: readonly CriteriaSort[], key: SortKey): number {
  const id = sortIdOf(key);
  return sortBy.findIndex((sort) => sortIdOf(sort) === id);
}

function toSort({ entity, name, property }: SortKey): CriteriaSort {
  return property ? { entity, name, property, order: 'asc' } : { entity, name, order: 'asc' };
}

/** Offerings not selected yet, in offering order. */
export function unselectedSortOfferings(
  offerings: readonly SortOffering[],
  sortBy: readonly CriteriaSort[],
): SortOffering[] {
  return offerings.filter((item) => indexOfKey(sortBy, item) < 0);
}

/** Appends a category in ascending order; disabled or already selected categories are ignored. */
export function addSort(
  sortBy: readonly CriteriaSort[],
  item: SortKey & { disabled?: boolean },
): CriteriaSort[] {
  if (item.disabled || indexOfKey(sortBy, item) >= 0) return [...sortBy];
  return [...sortBy, toSort(item)];
}

/** Replaces a selected category with another, in place and ascending; ignored when it cannot be done. */
export function replaceSort(
  sortBy: readonly CriteriaSort[],
  current: SortKey,
  next: SortKey & { disabled?: boolean },
): CriteriaSort[] {
  const index = indexOfKey(sortBy, current);
  if (index < 0 || next.disabled || indexOfKey(sortBy, next) >= 0) return [...sortBy];
  return sortBy.map((sort, position) => (position === index ? toSort(next) : sort));
}

/** Removes a category; removing the last one leaves the empty sort. */
export function removeSort(sortBy: readonly CriteriaSort[], key: SortKey): CriteriaSort[] {
  const id = sortIdOf(key);
  return sortBy.filter((sort) => sortIdOf(sort) !== id);
}

/** Toggles a selected category between ascending and descending. */
export function toggleSortDirection(sortBy: readonly CriteriaSort[], key: SortKey): CriteriaSort[] {
  const id = sortIdOf(key);
  return sortBy.map((sort) =>
    sortIdOf(sort) === id ? { ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' } : sort,
  );
}
