import type { FilterEditorView, FilterValueEdit } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { LabelOperatorToggle } from './LabelOperatorToggle';
import { RangeSlider } from './RangeSlider';
import { TermsFilter } from './TermsFilter';

export interface FilterValueEditorProps {
  /** Names the control, e.g. the property or question title. */
  label: string;
  /** What the core says to show (`responseFilterEditor`, `metadataFilterEditor`, a suggestion part). */
  view: FilterEditorView;
  onEdit(edit: FilterValueEdit): void;
  /** Shown when there is nothing to filter by; nothing is shown without it. */
  unavailable?: boolean;
}

/**
 * Renders one filter editor view: a range slider, a terms list (with the and/or toggle for multi-label), or
 * 'No values'. Every edit goes to the core as a {@link FilterValueEdit}.
 *
 * @example
 * <FilterValueEditor label={question.title} view={responseFilterEditor(question, filters)} onEdit={edit} />
 */
export function FilterValueEditor({ label, view, onEdit, unavailable = true }: FilterValueEditorProps) {
  const t = useT();
  if (view.kind === 'unavailable') return unavailable ? <p className="mg-muted">{t('annotation.filters.noValues')}</p> : null;
  if (view.kind === 'range') {
    return (
      <RangeSlider label={label} bounds={view.bounds} step={view.step} value={view.value} onChange={(range) => onEdit({ range })} />
    );
  }
  const terms = (
    <TermsFilter
      label={label}
      options={view.options}
      selected={view.selected}
      onChange={(labels) => onEdit({ labels })}
      searchable={view.searchable}
    />
  );
  if (view.operator === null) return terms;
  return (
    <div className="mg-filter-editor__stack">
      <LabelOperatorToggle value={view.operator} onChange={(operator) => onEdit({ operator })} />
      {terms}
    </div>
  );
}
