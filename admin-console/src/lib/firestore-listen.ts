import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { getDb } from '@swagdrop/firebase-web';

/** Starts listeners; it loads the SDK functions it uses (the SDK loads on first use). */
export type StartListening = (db: Firestore) => Promise<Unsubscribe>;

/**
 * Runs `start` and returns the stop at once: it ends the listeners, also when it comes before
 * they started (a screen left while the SDK was loading).
 */
export function listen(start: StartListening, onError: (error: unknown) => void): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let stopped = false;
  getDb()
    .then(start)
    .then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * A listener's values as an async iterable for TanStack Query's `streamedQuery`: the query
 * then holds the newest value, and the listener lives as long as a screen shows the query
 * (`signal` ends it). A reader slower than the listener skips to the newest value; a
 * listener error ends the stream with that error.
 */
export async function* listenerValues<T>(
  subscribe: (next: (value: T) => void, fail: (error: unknown) => void) => Unsubscribe,
  signal: AbortSignal,
): AsyncGenerator<T> {
  const inbox: { value?: { current: T }; error?: { current: unknown }; wake?: () => void } = {};
  const notify = () => {
    inbox.wake?.();
    inbox.wake = undefined;
  };
  const unsubscribe = subscribe(
    (value) => {
      inbox.value = { current: value };
      notify();
    },
    (error) => {
      inbox.error = { current: error };
      notify();
    },
  );
  signal.addEventListener('abort', notify);
  try {
    while (!signal.aborted) {
      if (inbox.error) throw inbox.error.current;
      if (inbox.value) {
        const { current } = inbox.value;
        inbox.value = undefined;
        yield current;
        continue;
      }
      await new Promise<void>((resolve) => (inbox.wake = resolve));
    }
  } finally {
    unsubscribe();
    signal.removeEventListener('abort', notify);
  }
}
