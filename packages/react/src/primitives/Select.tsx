import { useId } from 'react';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
  /** A tooltip, e.g. why the option is disabled. */
  title?: string;
}

export interface SelectOptionGroup<V extends string | number> {
  group: string;
  options: readonly SelectOption<V>[];
}

export interface SelectProps<V extends string | number> {
  /** The accessible name, shown as the select's label unless `hideLabel`. */
  label: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  labelClassName?: string;
  value: V;
  /** Options, or groups of options (rendered as `<optgroup>`). */
  options: readonly (SelectOption<V> | SelectOptionGroup<V>)[];
  onChange(value: NoInfer<V>): void;
  /** Classes added to `mg-input`. */
  className?: string;
  /** A disabled first option shown while `value` matches none (e.g. 'Add a sort' with `value=""`). */
  placeholder?: string;
  disabled?: boolean;
  /** When the select loses the focus (e.g. to show a field's errors after the first blur). */
  onBlur?(): void;
}

function isGroup<V extends string | number>(item: SelectOption<V> | SelectOptionGroup<V>): item is SelectOptionGroup<V> {
  return 'group' in item;
}

function flatten<V extends string | number>(items: SelectProps<V>['options']): SelectOption<V>[] {
  return items.flatMap((item) => (isGroup(item) ? item.options : [item]));
}

function renderOption<V extends string | number>(option: SelectOption<V>) {
  return (
    <option key={String(option.value)} value={option.value} disabled={option.disabled} title={option.title}>
      {option.label}
    </option>
  );
}

/**
 * A labelled single choice from a list: the native `<select>`, so the keyboard, type-ahead, screen readers
 * and mobile pickers behave as the platform does, inside a shadow root too. The value keeps its type (a number
 * stays a number).
 *
 * @example
 * <Select label={t('annotation.pageSize')} value={many} options={sizes} onChange={setPageSize} />
 */
export function Select<V extends string | number>({
  label,
  hideLabel = false,
  labelClassName,
  value,
  options,
  onChange,
  className,
  placeholder,
  disabled,
  onBlur,
}: SelectProps<V>) {
  const id = useId();
  const labelClasses = [hideLabel ? 'mg-visually-hidden' : '', labelClassName ?? ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className={labelClasses || undefined}>
        {label}
      </label>
      <select
        id={id}
        className={className ? `mg-input ${className}` : 'mg-input'}
        value={value}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = flatten(options).find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((item, index) =>
          isGroup(item) ? (
            <optgroup key={`${index}-${item.group}`} label={item.group}>
              {item.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(item)
          ),
        )}
      </select>
    </>
  );
}
