import { isAdminOrOwner } from '@marginalia/core';
import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useEnvironmentSettings } from '../hooks/useEnvironmentSettings';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { headerCss } from './headerCss';

/**
 * The persistent-storage warning of a hosted space, when the settings ask for it: a longer text for
 * administrators and owners (how to enable it), a shorter one for others, both with a 'learn more' link.
 * Hidden when the settings cannot be loaded.
 *
 * @example
 * <PersistentStorageBanner />
 */
export function PersistentStorageBanner() {
  const t = useT();
  const { links } = useMarginaliaContext();
  const settings = useEnvironmentSettings();
  const user = useSession((s) => s.user);
  const rootRef = useScopedStyles<HTMLElement>('mg-header', headerCss);
  if (!settings?.showPersistentStorageWarning) return null;
  return (
    <aside ref={rootRef} className="mg-root mg-storage-banner" aria-label={t('storageBanner.label')}>
      <Icon name="warning" />
      <p>
        {t(isAdminOrOwner(user) ? 'storageBanner.admin' : 'storageBanner.annotator')}{' '}
        <a className="mg-link" href={links.persistentStorage} target="_blank" rel="noopener noreferrer">
          {t('storageBanner.learnMore')}
          {' '}
          <span className="mg-visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      </p>
    </aside>
  );
}
