import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { hasSeenWelcome, welcomeDelayMs } from '../welcome-seen';

// The dialog's code downloads only for a visitor who has not dismissed it yet, after the app
// has rendered, and well before it is due.
const loadWelcomeDialog = () => import('./WelcomeDialog');
const WelcomeDialog = lazy(loadWelcomeDialog);

/** Spec §1/§4: the welcome dialog, ~1.5 s after the page started loading, until dismissed. */
export default function Welcome() {
  const [open, setOpen] = useState(false);
  // Stays mounted once shown, so dismissing it animates.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (hasSeenWelcome()) return;
    void loadWelcomeDialog();
    // A transition: the dialog's first render is sliced instead of one long task.
    const timer = window.setTimeout(
      () =>
        startTransition(() => {
          setShown(true);
          setOpen(true);
        }),
      welcomeDelayMs(performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog open={open} onClose={close} />
    </Suspense>
  );
}
