import type { ReactNode } from 'react';
import { useScopedStyles } from '../styles/useScopedStyles';
import { Breadcrumbs, type Breadcrumb } from './Breadcrumbs';
import { headerCss } from './headerCss';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
  breadcrumbs: Breadcrumb[];
  /** Extra controls before the user menu (e.g. the dataset's settings and copy buttons). */
  actions?: ReactNode;
}

/**
 * The page header: breadcrumbs on the left, optional actions and the user menu on the right.
 *
 * @example
 * <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/', onSelect: filters.clear }]} />
 */
export function AppHeader({ breadcrumbs, actions }: AppHeaderProps) {
  const rootRef = useScopedStyles<HTMLElement>('mg-header', headerCss);
  return (
    <header ref={rootRef} className="mg-root mg-header">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mg-header__end">
        {actions}
        <UserMenu />
      </div>
    </header>
  );
}
