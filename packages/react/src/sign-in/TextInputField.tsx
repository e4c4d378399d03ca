import { useId, useState, type ReactNode } from 'react';

export interface TextInputFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password';
  autoComplete?: string;
  /** Shown only once the field was typed in and then left (never on a pristine field). */
  validationMessage?: string | null;
  /** Extra control rendered beside the input, e.g. the password visibility toggle. */
  adornment?: (inputId: string) => ReactNode;
  disabled?: boolean;
}

/** A labelled input whose validation message appears only after the user typed in it and blurred it. */
export function TextInputField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  validationMessage,
  adornment,
  disabled,
}: TextInputFieldProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [typed, setTyped] = useState(false);
  // Only a blur that follows typing counts: tabbing through a pristine field shows nothing.
  const [leftAfterTyping, setLeftAfterTyping] = useState(false);
  const showMessage = Boolean(validationMessage) && leftAfterTyping;
  return (
    <div className="mg-field">
      <label className="mg-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="mg-field__control">
        <input
          id={inputId}
          className="mg-input"
          type={type}
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={showMessage || undefined}
          aria-describedby={showMessage ? messageId : undefined}
          onChange={(event) => {
            setTyped(true);
            onChange(event.target.value);
          }}
          onBlur={() => typed && setLeftAfterTyping(true)}
        />
        {adornment?.(inputId)}
      </div>
      {showMessage && (
        <p id={messageId} className="mg-field__message" role="alert">
          {validationMessage}
        </p>
      )}
    </div>
  );
}
