interface CodedError {
  code?: unknown;
  message?: unknown;
}

const EXPLAINED_CODES = new Set([
  'functions/failed-precondition',
  'functions/not-found',
  'functions/invalid-argument',
  'functions/permission-denied',
]);

/**
 * Toast text for a failed admin action: the screen's fallback text (docs/product-rules.md#texts),
 * followed by the reason when the server wrote one for the moderator (already approved, transition
 * not allowed, invalid input), e.g. 'Failed to approve submission: This submission was already
 * approved.'. Unexpected errors show the fallback only. Always logged.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  console.error(error);
  const { code, message } = (error ?? {}) as CodedError;
  return EXPLAINED_CODES.has(String(code)) && typeof message === 'string' && message
    ? `${fallback}: ${message}`
    : fallback;
}
