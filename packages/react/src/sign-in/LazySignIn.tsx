import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { SignInProps } from './SignIn';

// An element whose page already holds a session never shows the sign-in form: it loads when it is needed.
const signInModule = lazyModule(() => import('./SignIn').then((m) => m.SignIn));

/**
 * {@link SignIn} with its code loaded on demand; nothing shows until it has loaded.
 *
 * @example
 * <LazySignIn onSignedIn={() => announce()} />
 */
export function LazySignIn(props: SignInProps) {
  const SignIn = useLazyModule(signInModule);
  return SignIn ? <SignIn {...props} /> : null;
}
