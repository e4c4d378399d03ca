import { useId, type ReactNode } from 'react';
import { useScopedStyles } from '../styles/useScopedStyles';
import { toggleCss } from './toggleCss';

export interface ToggleOption<V extends string> {
  value: V;
  label: ReactNode;
  /** The option's language, when its text is in another one (e.g. a language's own name). */
  lang?: string;
}

export interface ToggleProps<V extends string> {
  /** The group's accessible name; a visible legend with `appearance="radios"`. */
  label: string;
  value: V;
  options: readonly ToggleOption<V>[];
  onChange(value: NoInfer<V>): void;
  /**
   * `segmented`: the options side by side as one control (default); `segmented-small`: the same, smaller;
   * `radios`: a fieldset of radio buttons under a visible legend.
   */
  appearance?: 'segmented' | 'segmented-small' | 'radios';
  /** The radios' form name (one is made up when not given). */
  name?: string;
}

/**
 * One choice out of a few, always visible: native radio buttons in a group, so Tab enters the group on the
 * checked option and the arrow keys move and choose (the WAI-ARIA radio group pattern) without a line of
 * keyboard code, in a shadow root too.
 *
 * @example
 * <Toggle label={t('annotation.mode.label')} value={mode} options={modes} onChange={setMode} />
 */
export function Toggle<V extends string>({
  label,
  value,
  options,
  onChange,
  appearance = 'segmented',
  name,
}: ToggleProps<V>) {
  const generatedName = useId();
  const rootRef = useScopedStyles<HTMLElement>('mg-toggle', toggleCss);
  const radioName = name ?? generatedName;
  const radios = options.map((option) => (
    <label
      key={option.value}
      className={appearance === 'radios' ? 'mg-choice' : 'mg-segmented__option'}
      lang={option.lang}
    >
      <input
        type="radio"
        name={radioName}
        className={appearance === 'radios' ? undefined : 'mg-segmented__input'}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
      />
      <span className={appearance === 'radios' ? undefined : 'mg-segmented__label'}>{option.label}</span>
    </label>
  ));
  if (appearance === 'radios') {
    return (
      <fieldset ref={rootRef} className="mg-choice-group">
        <legend className="mg-choice-group__legend">{label}</legend>
        {radios}
      </fieldset>
    );
  }
  return (
    <div
      ref={rootRef}
      role="radiogroup"
      aria-label={label}
      className={appearance === 'segmented-small' ? 'mg-segmented mg-segmented--small' : 'mg-segmented'}
    >
      {radios}
    </div>
  );
}
