import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../hooks/useT';
import { useNavigation } from '../provider/MarginaliaProvider';
import { Popover } from '../primitives/Popover';
import { useScopedStyles } from '../styles/useScopedStyles';
import { Breadcrumbs, isModifiedClick, type Breadcrumb } from './Breadcrumbs';
import { headerCss } from './headerCss';
import { UserMenu, UserMenuContent } from './UserMenu';

export interface AppHeaderProps {
  breadcrumbs: Breadcrumb[];
  /** Extra controls before the user menu (e.g. the dataset's settings and copy buttons). */
  actions?: ReactNode;
  /** The page's most important control (e.g. review mode): first in the row; on a phone first in the More menu. */
  primaryAction?: ReactNode;
}

/**
 * The page header: breadcrumbs on the left, the primary action, optional actions and the user menu on the right.
 * On a phone it is one row: the page's title (the trail's last step, whole where it fits) and a "More" button
 * whose panel holds the trail's links, the primary and other actions and the user menu (they render there only
 * while it is open).
 *
 * @example
 * <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/', onSelect: filters.clear }]} />
 */
export function AppHeader({ breadcrumbs, actions, primaryAction }: AppHeaderProps) {
  const t = useT();
  const rootRef = useScopedStyles<HTMLElement>('mg-header', headerCss);
  return (
    <header ref={rootRef} className="mg-root mg-header">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mg-header__end">
        <div className="mg-header__wide">
          {primaryAction}
          {actions}
          <UserMenu />
        </div>
        <Popover
          className="mg-header__more"
          buttonClassName="mg-button mg-button--ghost mg-button--icon"
          buttonLabel={t('header.more')}
          label={<span aria-hidden="true">⋯</span>}
          panelClassName="mg-header__more-panel"
        >
          {({ close }) => (
            <>
              <TrailLinks items={breadcrumbs.slice(0, -1)} close={close} />
              {(primaryAction || actions) && (
                <div className="mg-header__more-actions">
                  {primaryAction}
                  {actions}
                </div>
              )}
              <UserMenuContent close={close} />
            </>
          )}
        </Popover>
      </div>
    </header>
  );
}

/** The trail's links above the current page, in the phone's menu (the header shows only the page's title there). */
function TrailLinks({ items, close }: { items: Breadcrumb[]; close(): void }) {
  const navigation = useNavigation();
  if (items.length === 0) return null;
  const follow = (item: Breadcrumb) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    close();
    item.onSelect?.();
    navigation.navigate(item.to!);
  };
  return (
    <ul className="mg-user-menu__links mg-header__trail">
      {items.map((item, index) =>
        item.to === undefined ? null : (
          <li key={`${index}-${item.label}`}>
            <a className="mg-button mg-button--ghost" href={navigation.href(item.to)} onClick={follow(item)}>
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
