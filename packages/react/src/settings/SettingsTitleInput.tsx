import { useId } from 'react';
import { FieldError } from './SettingsItemActions';

/**
 * A settings card's text row (a title, or with `multiline` a description): label, input and the validation
 * message under it.
 */
export function SettingsTitleInput(props: {
  label: string;
  value: string;
  /** The translated validation message, or null when the title is valid. */
  error: string | null;
  /** A text of several lines (a question's description): a text area, where Enter starts a new line. */
  multiline?: boolean;
  onChange(value: string): void;
}) {
  const ids = { input: useId(), error: useId() };
  const common = {
    id: ids.input,
    value: props.value,
    'aria-invalid': props.error !== null,
    'aria-describedby': props.error ? ids.error : undefined,
  };
  return (
    <div className="mg-settings__row">
      <label className="mg-settings__label" htmlFor={ids.input}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea
          {...common}
          className="mg-input mg-settings__multiline"
          rows={3}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input {...common} className="mg-input" onChange={(event) => props.onChange(event.target.value)} />
      )}
      <FieldError id={ids.error} message={props.error} />
    </div>
  );
}
