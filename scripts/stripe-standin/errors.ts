/**
 * Errors shaped like Stripe's so the real SDK maps them onto its own error classes
 * (400/404 → StripeInvalidRequestError, 401 → StripeAuthenticationError, 5xx → StripeAPIError).
 */
export type StripeErrorType =
  'invalid_request_error' | 'authentication_error' | 'idempotency_error' | 'api_error';

export class StandinError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toBody(): { error: Record<string, string> } {
    const error: Record<string, string> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    return { error };
  }
}

export function invalid(message: string, param?: string, code?: string): StandinError {
  return new StandinError(400, 'invalid_request_error', message, code, param);
}

/** Stripe answers 404 for an unknown id in the path and 400 for one inside the parameters. */
export function noSuch(kind: string, id: string, param?: string): StandinError {
  const status = param ? 400 : 404;
  return new StandinError(
    status,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}
