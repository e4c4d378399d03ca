import { useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { Popover } from '../primitives/Popover';
import { UserMenuLinks } from './UserMenuLinks';

export { USER_SETTINGS_PATH } from './UserMenuLinks';

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
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Popover
      className="mg-user-menu"
      buttonClassName="mg-button mg-avatar mg-user-menu__toggle"
      buttonLabel={t('header.userMenu', { avatar: user.avatar, username: user.username })}
      label={<span aria-hidden="true">{user.avatar}</span>}
      panelClassName="mg-user-menu__panel"
    >
      {({ close }) => <UserMenuContent year={year} close={close} />}
    </Popover>
  );
}

/**
 * What the user menu shows: who is signed in, the links and the copyright line. The header's phone menu shows it
 * too, below the page's actions.
 *
 * @example
 * <UserMenuContent close={close} />
 */
export function UserMenuContent({
  year = new Date().getFullYear(),
  close,
}: UserMenuProps & { close(): void }) {
  const t = useT();
  const { version } = useMarginaliaContext();
  const user = useSession((s) => s.user);
  const signOut = useSession((s) => s.signOut);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  // The contract's user has no email; a host whose server adds one gets it shown.
  const email = 'email' in user && typeof user.email === 'string' ? user.email : null;
  return (
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
      <UserMenuLinks close={close} signOut={signOut} />
      <p className="mg-muted mg-user-menu__copyright">
        {version ? t('header.copyrightWithVersion', { year, version }) : t('header.copyright', { year })}
      </p>
    </>
  );
}
