import { useId } from 'react';
import { FieldError } from './SettingsItemActions';

/** A settings card's text row (a title or a description): label, input and the validation message under it. */
export function SettingsTitleInput(props: {
  label: string;
  value: string;
  /** The translated validation message, or null when the title is valid. */
  error: string | null;
  onChange(value: string): void;
}) {
  const ids = { input: useId(), error: useId() };
  return (
    <div className="mg-settings__row">
      <label className="mg-settings__label" htmlFor={ids.input}>
        {props.label}
      </label>
      <input
        id={ids.input}
        className="mg-input"
        value={props.value}
        aria-invalid={props.error !== null}
        aria-describedby={props.error ? ids.error : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError id={ids.error} message={props.error} />
    </div>
  );
}
