import { hubProvidersQuery } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useQuery } from '../hooks/useQuery';
import { useT } from '../hooks/useT';
import { accountTexts } from './accountTexts';
import { startProviderLogin } from './startProviderLogin';

export interface ProviderButtonsProps {
  /** The query string to keep when starting a provider login (the page's own, by default). */
  search?: string;
  /** Starts a provider login at `url`; by default the page goes there, or opens it in a new window when embedded. */
  onStart?: (url: string) => void;
}

/**
 * One button per third-party login provider, shown only when the server lists at least one, followed by a
 * separator; only the hub-type provider is rendered (spec 1 §2).
 *
 * @example
 * <ProviderButtons />
 */
export function ProviderButtons({ search = globalThis.location?.search ?? '', onStart = startProviderLogin }: ProviderButtonsProps) {
  const t = useT(accountTexts);
  const { oauth } = useMarginaliaContext();
  const providers = useQuery(hubProvidersQuery(oauth)) ?? [];

  if (!oauth || providers.length === 0) return null;
  return (
    <div className="mg-providers">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="mg-button mg-providers__button"
          onClick={() => onStart(oauth.authenticationUrl(provider, search))}
        >
          {t('signIn.withHub')}
        </button>
      ))}
      <p className="mg-providers__separator">
        <span>{t('signIn.or')}</span>
      </p>
    </div>
  );
}
