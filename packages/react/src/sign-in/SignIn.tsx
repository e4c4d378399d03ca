import { useRef, useState, type FormEvent } from 'react';
import type { Marginalia } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { accountTexts } from './accountTexts';
import { useScopedStyles } from '../styles/useScopedStyles';
import { PasswordField } from './PasswordField';
import { ProviderButtons } from './ProviderButtons';
import { signInCss } from './signInCss';
import { TextInputField } from './TextInputField';
import { useAutoSignIn } from './useAutoSignIn';

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
  const t = useT(accountTexts);
  const sdk = useMarginalia(explicitSdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-sign-in', signInCss);
  const status = useStoreSelector(sdk.session, (s) => s.status);
  const error = useStoreSelector(sdk.session, (s) => s.error);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  const autoSigningIn = useAutoSignIn(sdk, autoSignIn, onSignedInRef);

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
      <PasswordField value={password} onChange={setPassword} />
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
