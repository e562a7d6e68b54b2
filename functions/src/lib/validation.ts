import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** Parses with a shared zod schema; the first issue's message goes back to the user. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError('invalid-argument', issue?.message ?? 'Invalid input', {
      field: issue?.path.join('.') ?? null,
    });
  }
  return result.data;
}
