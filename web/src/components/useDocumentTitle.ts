import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Golden Hearts';

const titleFor = (pageName: string | null) => (pageName ? `${pageName} · ${SITE_NAME}` : SITE_NAME);

/**
 * Effects do not run when a page is prerendered (entry-server.tsx), so there the page's title
 * is handed to this callback instead, and the prerender writes it into the HTML.
 */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/** Names the browser tab (and what a screen reader announces) after the page. */
export function useDocumentTitle(pageName: string | null): void {
  useContext(PrerenderTitle)?.(titleFor(pageName));
  useEffect(() => {
    document.title = titleFor(pageName);
  }, [pageName]);
}
