/**
 * A failed admin callable as a toast: the server's own validation or state message when it
 * sent one (invalid-argument, not-found, failed-precondition), else the action's fallback.
 */
const SHOWN_CODES = new Set([
  'functions/invalid-argument',
  'functions/not-found',
  'functions/failed-precondition',
  'functions/already-exists',
]);

export function callableErrorMessage(error: unknown, fallback: string): string {
  console.error(error);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && SHOWN_CODES.has(code) && typeof message === 'string' && message
    ? message
    : fallback;
}
