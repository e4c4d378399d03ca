import { useContext, useState } from 'react';
import { createLazyI18n } from '@marginalia/core';
import { MarginaliaContext } from '../provider/MarginaliaContext';
import { useScopedStyles } from '../styles/useScopedStyles';
import { errorPageCss } from './errorPageCss';

export interface NestedErrorViewProps {
  /** What failed while the error page was shown. */
  error: unknown;
}

function detailsOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The last resort when the error page itself fails: says so, shows the details and links home with a plain page
 * load. It trusts nothing of the failing app: without a provider it still renders, in English.
 *
 * @example
 * <NestedErrorView error={error} />
 */
export function NestedErrorView({ error }: NestedErrorViewProps) {
  const context = useContext(MarginaliaContext);
  const [fallbackI18n] = useState(() => (context ? null : createLazyI18n().i18n));
  const i18n = context?.i18n ?? fallbackI18n!;
  const t = (key: string) => i18n.t(key) as string;
  const rootRef = useScopedStyles<HTMLElement>('mg-error-page', errorPageCss);
  return (
    <main ref={rootRef} className="mg-root mg-error-page mg-error-page--nested">
      <h1 className="mg-error-page__title">{t('errorPage.nestedTitle')}</h1>
      <details>
        <summary>{t('errorPage.details')}</summary>
        <pre className="mg-error-page__details">{detailsOf(error)}</pre>
      </details>
      <a className="mg-link" href={context?.navigation.href('/') ?? '/'}>
        {t('errorPage.goHome')}
      </a>
    </main>
  );
}
