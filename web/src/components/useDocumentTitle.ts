import { createContext, useContext, useEffect } from 'react';
import { useT } from '../i18n/I18n';

const titleFor = (pageName: string | null, siteName: string) => (pageName ? `${pageName} · ${siteName}` : siteName);

/**
 * Effects do not run when a page is prerendered (entry-server.tsx), so there the page's title
 * is handed to this callback instead, and the prerender writes it into the HTML.
 */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

/** Names the browser tab (and what a screen reader announces) after the page. */
export function useDocumentTitle(pageName: string | null): void {
  const title = titleFor(pageName, useT()('site.name'));
  useContext(PrerenderTitle)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
