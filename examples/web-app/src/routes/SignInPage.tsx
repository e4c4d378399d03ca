import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SignIn, accountTexts, decodeAuthParam, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/**
 * /sign-in. A valid `?auth=` (base64 of username:password) signs in at once with a loading state; a malformed
 * one makes no attempt. Where to go afterwards is the route guard's call (redirectTo or home).
 */
export function SignInPage() {
  const t = useT(accountTexts);
  const [params] = useSearchParams();
  const auth = params.get('auth');
  const autoSignIn = useMemo(() => decodeAuthParam(auth), [auth]);
  usePageTitle(t('signIn.title'));
  return (
    <main id="main" className="app-sign-in">
      <SignIn autoSignIn={autoSignIn} />
    </main>
  );
}
