import { COPY } from '@swagdrop/model/copy';

/** The reason the function wrote for the user: a shared schema's text or a state it refused. */
const REASON_CODES = new Set([
  'functions/invalid-argument',
  'functions/not-found',
  'functions/failed-precondition',
  'functions/already-exists',
  'functions/permission-denied',
]);

/**
 * A failed callable (`callFunction`) as the text both apps show, logged either way:
 * - over a limit: COPY.tooManyRequests (a screen with a limit of its own reads
 *   `callableErrorReason`, as the claim modal does for the daily claim cap);
 * - the functions not reachable (the SDK reports `internal` with the message `internal`):
 *   COPY.serviceUnavailable;
 * - an action with a failure text of its own (the console's toasts): that text, followed by
 *   the function's reason when it wrote one ('Failed to approve submission: This submission
 *   was already approved.');
 * - a public flow (no failure text): the function's validation message (the same shared
 *   schema text the form shows), else COPY.somethingWentWrong: the public flows show no
 *   other server text.
 */
export function callableErrorMessage(error: unknown, failed?: string): string {
  console.error(error);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'functions/resource-exhausted') return COPY.tooManyRequests;
  if (
    code === 'functions/unavailable' ||
    (code === 'functions/internal' && message === 'internal')
  ) {
    return COPY.serviceUnavailable;
  }
  const reason = typeof message === 'string' && REASON_CODES.has(String(code)) ? message : '';
  if (failed !== undefined) return reason ? `${failed}: ${reason}` : failed;
  return code === 'functions/invalid-argument' && reason ? reason : COPY.somethingWentWrong;
}

/**
 * The machine-readable reason a function gave with a refusal (`details.reason`, e.g.
 * 'claimed-out'), for a screen that answers one refusal in its own way; else undefined.
 */
export function callableErrorReason(error: unknown): string | undefined {
  const { details } = (error ?? {}) as { details?: unknown };
  if (typeof details !== 'object' || details === null) return undefined;
  const { reason } = details as { reason?: unknown };
  return typeof reason === 'string' ? reason : undefined;
}
