import { ErrorPage, useT } from '@marginalia/react';
import { usePageTitle } from './usePageTitle';

/** Every unknown path: the 404 error page ('This page could not be found'). */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t('errorPage.notFound'));
  return <ErrorPage status={404} />;
}
