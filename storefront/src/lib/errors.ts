import { COPY } from '@swagdrop/shared-ui/model';

interface CodedError {
  code?: unknown;
  message?: unknown;
}

/**
 * Maps a failed public write to its text (docs/product-rules.md#texts): throttled → 'try again
 * later', backend unreachable → 'Service temporarily unavailable', a validation message from the
 * server is shown as is, anything else → 'Something went wrong'. The error is logged either way.
 */
export function publicErrorMessage(error: unknown): string {
  console.error(error);
  const { code, message } = (error ?? {}) as CodedError;
  if (code === 'functions/resource-exhausted') return COPY.tooManyRequests;
  if (
    code === 'functions/unavailable' ||
    (code === 'functions/internal' && message === 'internal')
  ) {
    return COPY.serviceUnavailable;
  }
  if (code === 'functions/invalid-argument' && typeof message === 'string') return message;
  return COPY.somethingWentWrong;
}
