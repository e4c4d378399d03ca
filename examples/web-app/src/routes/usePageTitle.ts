import { useEffect } from 'react';

const APP_TITLE = 'Marginalia';

/** Sets the document title while the page is shown (the app name when `title` is empty). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? title : APP_TITLE;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
