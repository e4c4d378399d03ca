import { useScopedStyles } from '../styles/useScopedStyles';
import { Breadcrumbs, type Breadcrumb } from './Breadcrumbs';
import { headerCss } from './headerCss';
import { UserMenu } from './UserMenu';

export interface AppHeaderProps {
  breadcrumbs: Breadcrumb[];
}

/**
 * The page header: breadcrumbs on the left, the user menu on the right.
 *
 * @example
 * <AppHeader breadcrumbs={[{ label: t('header.home'), to: '/' }]} />
 */
export function AppHeader({ breadcrumbs }: AppHeaderProps) {
  const rootRef = useScopedStyles<HTMLElement>('mg-header', headerCss);
  return (
    <header ref={rootRef} className="mg-root mg-header">
      <Breadcrumbs items={breadcrumbs} />
      <UserMenu />
    </header>
  );
}
