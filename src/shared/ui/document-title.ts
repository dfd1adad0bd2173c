import { createContext, useContext, useEffect } from 'react';

/**
 * Where a page reports its tab title while it is prerendered (the build writes it into <title>); in the browser
 * there is no reporter and the title is set after render. See docs/boot-and-local-server.md#prerender.
 */
export const DocumentTitleReporter = createContext<((title: string) => void) | null>(null);

/**
 * Sets the tab title to `<title> · Pocket AP`. Every screen names itself, so this is also where a page says its
 * script runs: `<html data-ready>`, set once the screen has hydrated (docs/boot-and-local-server.md#prerender).
 */
export function useDocumentTitle(title: string | null) {
  const full = title === null ? null : `${title} · Pocket AP`;
  const report = useContext(DocumentTitleReporter);
  if (report && full !== null) report(full);
  useEffect(() => {
    if (full !== null) document.title = full;
  }, [full]);
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}
