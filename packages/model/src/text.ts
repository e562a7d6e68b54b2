import { z } from './z';

/**
 * Characters no legitimate form value needs: ASCII controls (except tab/newline in long text),
 * and Unicode bidi overrides/isolates that can disguise text ("Trojan Source" tricks).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAKS = /[\r\n\t]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export const TEXT_ERRORS = {
  invalidCharacters: 'Contains characters that are not allowed',
} as const;

/** True when the value holds a character no form value may contain (see above). */
export function hasForbiddenChars(value: string, multiline: boolean): boolean {
  return (
    CONTROL_CHARS.test(value) ||
    BIDI_CONTROLS.test(value) ||
    (!multiline && LINE_BREAKS.test(value))
  );
}

/** A required single-line text field: trimmed, non-empty, bounded, no control characters. */
export function requiredText(label: string, max: number, multiline = false) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasForbiddenChars(v, multiline), TEXT_ERRORS.invalidCharacters);
}

/** Optional text: empty or missing becomes null (spec: coupon code stored null when empty). */
export function optionalText(label: string, max: number, multiline = false) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !hasForbiddenChars(v, multiline), TEXT_ERRORS.invalidCharacters)
    .nullish()
    .transform((v) => (v ? v : null));
}

export function emailField(label = 'Email') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email('Please enter a valid email address'));
}

/** Emails compare trimmed and case-insensitively (newsletter duplicates, claim de-duplication). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
