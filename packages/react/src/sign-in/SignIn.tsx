import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Marginalia } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { ToggleButton } from '../primitives/ToggleButton';
import { useScopedStyles } from '../styles/useScopedStyles';
import { ProviderButtons } from './ProviderButtons';
import { signInCss } from './signInCss';
import { TextInputField } from './TextInputField';

export interface SignInProps {
  /** Called after a successful sign-in (the host decides where to go). */
  onSignedIn?: () => void;
  /** Credentials to sign in with at once (the `auth` link of a hosted demo); a failure just ends the loading state. */
  autoSignIn?: { username: string; password: string } | null;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

/**
 * Username and password sign-in. The button stays disabled until both are filled; a 401 shows
 * 'Wrong username or password. Try again'.
 *
 * @example
 * <SignIn onSignedIn={() => navigation.navigate('/')} />
 */
export function SignIn({ onSignedIn, autoSignIn, sdk: explicitSdk }: SignInProps) {
  const t = useT();
  const sdk = useMarginalia(explicitSdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-sign-in', signInCss);
  const status = useStoreSelector(sdk.session, (s) => s.status);
  const error = useStoreSelector(sdk.session, (s) => s.error);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [autoSigningIn, setAutoSigningIn] = useState(Boolean(autoSignIn));
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  const autoUsername = autoSignIn?.username;
  const autoPassword = autoSignIn?.password;
  useEffect(() => {
    if (autoUsername === undefined || autoPassword === undefined) return;
    let active = true;
    setAutoSigningIn(true);
    void sdk.session
      .getState()
      .signIn(autoUsername, autoPassword)
      .then((signedIn) => {
        if (!active) return;
        setAutoSigningIn(false);
        if (signedIn) onSignedInRef.current?.();
      });
    return () => {
      active = false;
    };
  }, [sdk, autoUsername, autoPassword]);

  const signingIn = status === 'signingIn' || autoSigningIn;
  const canSubmit = username.trim() !== '' && password !== '' && !signingIn;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setAttempted(true);
    const signedIn = await sdk.session.getState().signIn(username.trim(), password);
    if (signedIn) onSignedInRef.current?.();
  }

  if (autoSigningIn) {
    return (
      <div ref={rootRef} className="mg-root mg-status" role="status" aria-busy="true">
        {t('signIn.signingIn')}
      </div>
    );
  }

  return (
    <form ref={rootRef} className="mg-root mg-sign-in" part="sign-in" onSubmit={submit} noValidate aria-busy={signingIn}>
      <h1 className="mg-sign-in__title">{t('signIn.title')}</h1>
      <ProviderButtons />
      <TextInputField
        label={t('signIn.username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        validationMessage={username.trim() === '' ? t('signIn.usernameRequired') : null}
      />
      <TextInputField
        label={t('signIn.password')}
        type={passwordVisible ? 'text' : 'password'}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        validationMessage={password === '' ? t('signIn.passwordRequired') : null}
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
      {attempted && error && status === 'signedOut' && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, error)}
        </p>
      )}
      <button type="submit" className="mg-button mg-button--primary" disabled={!canSubmit}>
        {signingIn ? t('signIn.signingIn') : t('signIn.submit')}
      </button>
    </form>
  );
}
