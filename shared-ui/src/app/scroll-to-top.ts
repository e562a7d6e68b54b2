import { useEffect } from 'react';

/**
 * Both apps: every path change scrolls the window to the top, as a page load would. Give it
 * the router's pathname only, so query-only changes (the directory's filters) keep the
 * position.
 */
export function useScrollToTopOn(pathname: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
