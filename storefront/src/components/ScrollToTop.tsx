import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec §2: every path change scrolls to the top (query-only changes, like filters, do not). */
export default function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
