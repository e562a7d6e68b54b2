import { useLocation } from 'react-router-dom';
import { useScrollToTopOn } from '@swagdrop/shared-ui/app';

/** Every path change scrolls to the top (query-only changes, like filters, do not). */
export default function ScrollToTop() {
  useScrollToTopOn(useLocation().pathname);
  return null;
}
