import { useState } from 'react';
import { useT } from '../hooks/useT';
import { accountTexts } from './accountTexts';
import { ToggleButton } from '../primitives/ToggleButton';
import { TextInputField } from './TextInputField';

export interface PasswordFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The sign-in's password field, with a Show / Hide toggle of the password's text. */
export function PasswordField({ value, onChange }: PasswordFieldProps) {
  const t = useT(accountTexts);
  const [passwordVisible, setPasswordVisible] = useState(false);
  return (
    <TextInputField
      label={t('signIn.password')}
      type={passwordVisible ? 'text' : 'password'}
      value={value}
      onChange={onChange}
      autoComplete="current-password"
      validationMessage={value === '' ? t('signIn.passwordRequired') : null}
      adornment={(inputId) => (
        // Visible text only ("Show"/"Hide"): an aria-label containing "password" would also match the field's label.
        <ToggleButton
          className="mg-button mg-sign-in__toggle"
          aria-controls={inputId}
          pressed={passwordVisible}
          onPressedChange={setPasswordVisible}
          title={t(passwordVisible ? 'signIn.hidePasswordHint' : 'signIn.showPasswordHint')}
        >
          {t(passwordVisible ? 'signIn.hidePassword' : 'signIn.showPassword')}
        </ToggleButton>
      )}
    />
  );
}
