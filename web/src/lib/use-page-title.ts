import { useEffect } from 'react';

export const appName = 'Glyco';

/** Names the browser tab after the page, so screen-reader users hear where a navigation landed (WCAG 2.4.2). */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : `${appName}: your diabetes companion`;
  }, [page]);
}
