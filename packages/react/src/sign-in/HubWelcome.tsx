import { useEffect, useId } from 'react';
import { HUB_PROVIDER, hubWelcomeQuery, signInPathOmittingCallToAction } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useQuery } from '../hooks/useQuery';
import { useT } from '../hooks/useT';
import { accountTexts } from './accountTexts';
import { useScopedStyles } from '../styles/useScopedStyles';
import { signInCss } from './signInCss';
import { startProviderLogin } from './startProviderLogin';

export interface HubWelcomeProps {
  /** The page's query string, kept on every way out (default: the current location's). */
  search?: string;
  /** Starts the hub login at `url` (default: go there, or a new window when embedded). */
  onStart?: (url: string) => void;
}

/**
 * The hub welcome page of the hosted demo. It checks that hub login is configured and loads the space; without
 * either it goes to sign-in keeping the query and hiding the call to action. Otherwise it shows a title naming the
 * space, an invitation to contribute, the hub sign-in button and 'Sign in with username'. It is loading until the
 * space is known.
 *
 * @example
 * <HubWelcome />
 */
export function HubWelcome({ search = globalThis.location?.search ?? '', onStart = startProviderLogin }: HubWelcomeProps) {
  const t = useT(accountTexts);
  const { oauth, sdk, navigation } = useMarginaliaContext();
  const rootRef = useScopedStyles<HTMLElement>('mg-sign-in', signInCss);
  const welcome = useQuery(hubWelcomeQuery(oauth, sdk.client));
  const space = welcome?.configured ? welcome.space : null;
  const titleId = useId();

  // Without hub login or a space to name, the page goes to sign-in.
  const leave = !oauth || (welcome !== null && space === null);
  useEffect(() => {
    if (leave) navigation.navigate(signInPathOmittingCallToAction(search), { replace: true });
  }, [leave, navigation, search]);

  if (!space || !oauth) {
    return (
      <div ref={rootRef} className="mg-root mg-status" role="status" aria-busy="true">
        {t('app.loading')}
      </div>
    );
  }
  const name = space.title ?? space.repoName ?? space.id ?? '';
  return (
    <section ref={rootRef} className="mg-root mg-sign-in mg-hub-welcome" aria-labelledby={titleId}>
      <h1 id={titleId} className="mg-sign-in__title">
        {t('hubWelcome.title', { space: name })}
      </h1>
      <p className="mg-hub-welcome__subtitle">
        {space.authorName ? t('hubWelcome.subtitleWithAuthor', { author: space.authorName }) : t('hubWelcome.subtitle')}
      </p>
      <button
        type="button"
        className="mg-button mg-button--primary"
        onClick={() => onStart(oauth.authenticationUrl(HUB_PROVIDER, search))}
      >
        {t('signIn.withHub')}
      </button>
      <button
        type="button"
        className="mg-button"
        onClick={() => navigation.navigate(signInPathOmittingCallToAction(search))}
      >
        {t('hubWelcome.withUsername')}
      </button>
    </section>
  );
}
