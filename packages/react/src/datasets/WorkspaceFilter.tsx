import { textDirection, type WorkspaceOption } from '@marginalia/core';
import { useFormatters } from '../hooks/useFormatters';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { Popover } from '../primitives/Popover';
import { Icon } from '../styles/Icon';

export interface WorkspaceFilterProps {
  options: WorkspaceOption[];
  /** Selected workspace names; none means every workspace. */
  selected: readonly string[];
  onChange(names: string[]): void;
}

/**
 * The workspace filter dropdown: one checkbox per workspace with its number of datasets.
 *
 * @example
 * <WorkspaceFilter options={options} selected={filters.workspaces} onChange={filters.setWorkspaces} />
 */
export function WorkspaceFilter({ options, selected, onChange }: WorkspaceFilterProps) {
  const t = useT(homeTexts);
  const format = useFormatters();

  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]);

  return (
    <Popover
      className="mg-dropdown"
      panelClassName="mg-dropdown__panel"
      label={
        <>
          {selected.length === 0
            ? t('datasets.workspaces.all')
            : t('datasets.workspaces.selected', { selected: selected.length })}
          <Icon name="chevronDown" />
        </>
      }
    >
      <fieldset className="mg-dropdown__options">
        <legend className="mg-visually-hidden">{t('datasets.workspaces.label')}</legend>
        {options.map((option) => (
          <label key={option.name} className="mg-choice">
            <input
              type="checkbox"
              checked={selected.includes(option.name)}
              onChange={() => toggle(option.name)}
            />
            <span dir={textDirection(option.name)}>{option.name}</span>
            <span className="mg-badge">
              <span aria-hidden="true">{format.number(option.numberOfDatasets)}</span>
              <span className="mg-visually-hidden">
                {t('datasets.workspaces.count', { datasets: option.numberOfDatasets })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {selected.length > 0 && (
        <button type="button" className="mg-button mg-button--ghost" onClick={() => onChange([])}>
          {t('datasets.workspaces.clear')}
        </button>
      )}
    </Popover>
  );
}
