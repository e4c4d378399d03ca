import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SignIn, useT } from '@marginalia/react';
import { decodeAuthParam } from '../guards/decodeAuthParam';
import { usePageTitle } from '../usePageTitle';

/**
 * /sign-in. Where to go afterwards is the route guard's call (redirectTo or home), made as soon as the session
 * is signed in, so this page needs no `onSignedIn`.
 */
export function SignInPage() {
  const t = useT();
  const [params] = useSearchParams();
  const auth = params.get('auth');
  const autoSignIn = useMemo(() => decodeAuthParam(auth), [auth]);
  usePageTitle(t('signIn.title'));
  return (
    <main className="app-sign-in">
      <SignIn autoSignIn={autoSignIn} />
    </main>
  );
}
