/** Network failures worth another try: the connection broke, not the request. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'EAI_AGAIN']);

export function isTransient(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code === 'string') return TRANSIENT_CODES.has(code);
  // Storage answers with HTTP codes: throttling and server errors are temporary.
  return typeof code === 'number' && (code === 429 || code >= 500);
}

/**
 * Runs `operation` again (with a growing pause) while it fails transiently. Storage calls from
 * a trigger have no caller to retry for them: a dropped connection (the local emulator does
 * drop them when many uploads land at once) would otherwise leave an image without variants.
 */
export async function withTransientRetries<T>(
  operation: () => Promise<T>,
  { attempts = 4, pauseMs = 250 }: { attempts?: number; pauseMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * 2 ** (attempt - 1)));
    }
  }
}
