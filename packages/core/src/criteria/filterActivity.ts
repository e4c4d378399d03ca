import type { WireMetadataSettings } from '../api/wire/metadata';
import type { QuestionOption } from '../model/Question';
import {
  isRangeValue,
  type MetadataFilter,
  type RangeValue,
  type ResponseFilter,
  type SuggestionFilter,
  type SuggestionValueFilter,
} from './RecordCriteria';

/** Lowest and highest value a range filter can take. */
export interface RangeBounds {
  min: number;
  max: number;
}

/**
 * A terms filter is active when at least one option is chosen.
 *
 * @example
 * isTermsFilterActive([]); // false
 */
export function isTermsFilterActive(selected: readonly unknown[]): boolean {
  return selected.length > 0;
}

/**
 * A range filter is active when its bounds differ from the property's min and max.
 *
 * @example
 * isRangeFilterActive({ ge: 0, le: 1 }, { min: 0, max: 1 }); // false
 * isRangeFilterActive({ ge: 0.2, le: 1 }, { min: 0, max: 1 }); // true
 */
export function isRangeFilterActive(range: RangeValue, bounds: RangeBounds): boolean {
  return range.ge !== bounds.min || range.le !== bounds.max;
}

/** Bounds of a rating filter: its first and last option; null without numeric options. */
export function ratingBounds(options: readonly Pick<QuestionOption, 'value'>[]): RangeBounds | null {
  const first = options[0]?.value;
  const last = options[options.length - 1]?.value;
  if (typeof first !== 'number' || typeof last !== 'number') return null;
  return { min: first, max: last };
}

/** Bounds of a numeric metadata property; null for terms or when min or max is unknown. */
export function metadataBounds(settings: WireMetadataSettings): RangeBounds | null {
  if (settings.type === 'terms' || settings.min === null || settings.max === null) return null;
  return { min: settings.min, max: settings.max };
}

function hasTerms(value: unknown): boolean {
  if (isRangeValue(value)) return true;
  if (Array.isArray(value)) return isTermsFilterActive(value);
  return isTermsFilterActive((value as { values: readonly unknown[] }).values);
}

/** Metadata filters without the ones that choose no term (the search rejects an empty terms filter). */
export function withoutEmptyMetadataFilters(filters: readonly MetadataFilter[]): MetadataFilter[] {
  return filters.filter((filter) => hasTerms(filter.value));
}

/** Response filters without the ones that choose no label. */
export function withoutEmptyResponseFilters(filters: readonly ResponseFilter[]): ResponseFilter[] {
  return filters.filter((filter) => hasTerms(filter.value));
}

/** Suggestion filters without empty configurations, and without questions left with none. */
export function withoutEmptySuggestionFilters(filters: readonly SuggestionFilter[]): SuggestionFilter[] {
  return filters.flatMap((filter) => {
    const configurations = filter.configurations.filter((configuration: SuggestionValueFilter) =>
      hasTerms(configuration.value),
    );
    return configurations.length > 0 ? [{ question: filter.question, configurations }] : [];
  });
}
