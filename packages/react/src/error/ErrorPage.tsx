import type { MouseEvent } from 'react';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { isModifiedClick } from '../layout/Breadcrumbs';
import { errorPageCss } from './errorPageCss';

export interface ErrorPageProps {
  /** HTTP-like status code shown large, e.g. 404. */
  status: number;
  /** The message in the pill; defaults to 'This page could not be found' for 404 and a generic text otherwise. */
  message?: string;
}

/**
 * The error page: status code, message pill, 'Something went wrong.' and a 'Back to home page' link.
 *
 * @example
 * <ErrorPage status={404} />
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const t = useT();
  const navigation = useNavigation();
  const rootRef = useScopedStyles<HTMLElement>('mg-error-page', errorPageCss);
  const pill = message ?? (status === 404 ? t('errorPage.notFound') : t('errorPage.generic'));

  function goHome(event: MouseEvent<HTMLAnchorElement>) {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigation.navigate('/');
  }

  return (
    <main ref={rootRef} className="mg-root mg-error-page">
      <p className="mg-error-page__code">{status}</p>
      <p className="mg-error-page__pill">{pill}</p>
      <h1 className="mg-error-page__title">{t('errorPage.title')}</h1>
      <p className="mg-muted">{t('errorPage.cantFind')}</p>
      <a className="mg-button mg-button--primary" href={navigation.href('/')} onClick={goHome}>
        {t('errorPage.backHome')}
      </a>
    </main>
  );
}
