import { isRangeFilterActive, type RangeBounds } from './filterActivity';
import type { FilterOption } from './filterOptions';
import { isRangeValue, type LabelOperator, type RangeValue } from './RecordCriteria';

/** A terms editor: options, what is chosen and, for multi-label, how the labels combine (else null). */
export interface LabelsEditorView {
  kind: 'labels';
  options: FilterOption[];
  selected: string[];
  operator: LabelOperator | null;
  /** Whether the list gets a box to narrow it. */
  searchable: boolean;
}

/** A range editor: its bounds, the current range (the bounds when no filter is set) and the slider step. */
export interface RangeEditorView {
  kind: 'range';
  bounds: RangeBounds;
  value: RangeValue;
  step: number;
}

/** Nothing to filter by (a rating without numeric options, a numeric property without min and max). */
export interface UnavailableEditorView {
  kind: 'unavailable';
}

export type FilterEditorView = LabelsEditorView | RangeEditorView | UnavailableEditorView;

/** What an editor sends: the chosen labels, the and/or operator, or a range. */
export type FilterValueEdit = { labels: string[] } | { operator: LabelOperator } | { range: RangeValue };

/** The range editor over `bounds` showing `current` when it is a range. */
export function rangeEditorOf(bounds: RangeBounds, current: unknown, step: number): RangeEditorView {
  return { kind: 'range', bounds, step, value: isRangeValue(current) ? current : { ge: bounds.min, le: bounds.max } };
}

/** The range to store for a range edit: null (no filter) while it spans the whole bounds. */
export function activeRange(range: RangeValue, bounds: RangeBounds): RangeValue | null {
  return isRangeFilterActive(range, bounds) ? range : null;
}
