import { useCallback, useEffect, useState } from 'react';
import { hasSeenWelcome, welcomeDelayMs } from '../welcome-seen';
import WelcomeDialog from './WelcomeDialog';

/**
 * docs/product-rules.md#welcome-dialog: the welcome dialog, ~1.5 s after the page started loading,
 * until dismissed. Nothing of it renders before it is due. Its code (about 1 KB) ships with the
 * layout: a lazy chunk would cost a round trip when the app mounts late, exactly when the dialog is
 * due at once.
 */
export default function Welcome() {
  const [open, setOpen] = useState(false);
  // Stays mounted once shown, so dismissing it animates.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (hasSeenWelcome()) return;
    // An urgent update, not a transition: React renders all pending transitions together, so
    // the dialog would wait for whatever the page is still loading in one (seconds on a phone).
    const timer = window.setTimeout(() => {
      setShown(true);
      setOpen(true);
    }, welcomeDelayMs(performance.now()));
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return shown ? <WelcomeDialog open={open} onClose={close} /> : null;
}
