import type { MouseEvent } from 'react';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';

/** One step of the trail; the last one is the current page and is not a link. */
export interface Breadcrumb {
  label: string;
  /** App path to link to; omitted for the current page. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: Breadcrumb[];
}

/**
 * A breadcrumb trail whose links go through the injected navigation.
 *
 * @example
 * <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: dataset.name }]} />
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useT();
  const navigation = useNavigation();
  const follow = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(to);
  };
  return (
    <nav className="mg-breadcrumbs" aria-label={t('header.breadcrumbs')}>
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to !== undefined && !current ? (
                <a className="mg-link" href={navigation.href(item.to)} onClick={follow(item.to)}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
