import { useEffect } from 'react';

export const SITE_NAME = 'Golden Hearts';

/** Names the browser tab (and what a screen reader announces) after the page. */
export function useDocumentTitle(pageName: string | null): void {
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${SITE_NAME}` : SITE_NAME;
  }, [pageName]);
}
