import type { MouseEvent } from 'react';
import { useMarginaliaContext, useNavigation } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { isModifiedClick } from './Breadcrumbs';

/** Path of the personal settings page. */
export const USER_SETTINGS_PATH = '/user-settings';

export interface UserMenuLinksProps {
  /** Closes the menu. */
  close(): void;
  /** Signs the user out (then the menu goes to /sign-in). */
  signOut(): void;
}

/** The user menu's links: My settings, the documentation (new tab) and sign-out. */
export function UserMenuLinks({ close, signOut }: UserMenuLinksProps) {
  const t = useT();
  const navigation = useNavigation();
  const { links } = useMarginaliaContext();

  function goToSettings(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    close();
    navigation.navigate(USER_SETTINGS_PATH);
  }

  return (
    <ul className="mg-user-menu__links">
      <li>
        <a
          className="mg-button mg-button--ghost"
          href={navigation.href(USER_SETTINGS_PATH)}
          onClick={goToSettings}
        >
          <Icon name="user" />
          {t('header.mySettings')}
        </a>
      </li>
      <li>
        <a
          className="mg-button mg-button--ghost"
          href={links.documentation}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="book" />
          {t('header.documentation')} <span className="mg-visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      </li>
      <li>
        <button
          type="button"
          className="mg-button mg-button--ghost"
          onClick={() => {
            signOut();
            close();
            navigation.navigate('/sign-in');
          }}
        >
          <Icon name="logout" />
          {t('header.signOut')}
        </button>
      </li>
    </ul>
  );
}
