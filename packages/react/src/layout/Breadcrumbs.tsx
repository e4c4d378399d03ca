import type { MouseEvent } from 'react';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';

/** One step of the trail; the last one is the current page and is not a link. */
export interface Breadcrumb {
  label: string;
  /** App path to link to; omitted for the current page. */
  to?: string;
  /** Runs when the link is followed (e.g. Home clears the home filters). */
  onSelect?: () => void;
}

export interface BreadcrumbsProps {
  items: Breadcrumb[];
}

/** Whether a click should be left to the browser (new tab, download…). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A breadcrumb trail whose links go through the injected navigation. A single item stays a link (Home on home
 * clears the filters).
 *
 * @example
 * <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: dataset.name }]} />
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useT();
  const navigation = useNavigation();
  const follow = (item: Breadcrumb) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    item.onSelect?.();
    navigation.navigate(item.to!);
  };
  return (
    <nav className="mg-breadcrumbs" aria-label={t('header.breadcrumbs')}>
      <ol>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {item.to !== undefined && (!current || items.length === 1) ? (
                <a
                  className="mg-link mg-breadcrumbs__link"
                  href={navigation.href(item.to)}
                  onClick={follow(item)}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </a>
              ) : (
                <span aria-current={current ? 'page' : undefined} title={current ? item.label : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
