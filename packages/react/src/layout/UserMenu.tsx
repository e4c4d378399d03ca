import type { MouseEvent } from 'react';
import { useMarginaliaContext, useNavigation } from '../provider/MarginaliaProvider';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { Popover } from '../primitives/Popover';
import { Icon } from '../styles/Icon';
import { isModifiedClick } from './Breadcrumbs';

/** Path of the personal settings page. */
export const USER_SETTINGS_PATH = '/user-settings';

export interface UserMenuProps {
  /** The year of the copyright line (defaults to the current one). */
  year?: number;
}

/**
 * The avatar button and its menu: avatar, name, username, a link to My settings, the documentation (new tab),
 * sign-out (then /sign-in), and the copyright year with the client version.
 *
 * @example
 * <UserMenu />
 */
export function UserMenu({ year = new Date().getFullYear() }: UserMenuProps) {
  const t = useT();
  const navigation = useNavigation();
  const { links, version } = useMarginaliaContext();
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);

  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // The contract's user has no email; a host whose server adds one gets it shown.
  const email = 'email' in user && typeof user.email === 'string' ? user.email : null;

  function goToSettings(event: MouseEvent<HTMLAnchorElement>, close: () => void) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    close();
    navigation.navigate(USER_SETTINGS_PATH);
  }

  return (
    <Popover
      className="mg-user-menu"
      buttonClassName="mg-button mg-avatar mg-user-menu__toggle"
      buttonLabel={t('header.userMenu', { avatar: user.avatar, username: user.username })}
      label={<span aria-hidden="true">{user.avatar}</span>}
      panelClassName="mg-user-menu__panel"
    >
      {({ close }) => (
        <>
          <div className="mg-user-menu__who">
            <span className="mg-avatar mg-avatar--medium" aria-hidden="true">
              {user.avatar}
            </span>
            <div>
              <p className="mg-user-menu__name">{fullName || user.username}</p>
              <p className="mg-muted">{user.username}</p>
              {email && <p className="mg-muted">{email}</p>}
            </div>
          </div>
          <ul className="mg-user-menu__links">
            <li>
              <a
                className="mg-button mg-button--ghost"
                href={navigation.href(USER_SETTINGS_PATH)}
                onClick={(event) => goToSettings(event, close)}
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
                {t('header.documentation')}{' '}
                <span className="mg-visually-hidden">{t('common.opensInNewTab')}</span>
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
          <p className="mg-muted mg-user-menu__copyright">
            {version ? t('header.copyrightWithVersion', { year, version }) : t('header.copyright', { year })}
          </p>
        </>
      )}
    </Popover>
  );
}
