import { type MailTemplateId } from '@swagdrop/model';
import { MAIL_DATA_SCHEMAS, mailKey, type MailData, type MailRequest } from '../data';
import { logInvalidBrandMail, logNoBrandRecipient } from './log';

/**
 * A brand mail addressed to `to`, or null (logged) when there is nobody to send it to. The key
 * is built from the cause's own ids, so a repeated cause finds the mail already queued. Data
 * the template cannot take (an old document with an over-long title) skips the mail, logged,
 * rather than failing the change it accompanies (a payment, an expiry).
 */
export function brandMail<T extends MailTemplateId>(
  template: T,
  keyParts: (string | number)[],
  to: string | null,
  data: MailData<T>,
): MailRequest<T> | null {
  const key = mailKey(template, ...keyParts);
  if (!to) {
    logNoBrandRecipient(template, key);
    return null;
  }
  const parsed = MAIL_DATA_SCHEMAS[template].safeParse(data);
  if (!parsed.success) {
    logInvalidBrandMail(template, key, parsed.error.issues[0]?.message ?? 'invalid data');
    return null;
  }
  return { key, to, template, data };
}

/** Firestore/Stripe epoch seconds or millis as the ISO instant a mail's data carries. */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
export const isoFromMillis = (millis: number) => new Date(millis).toISOString();

export const contactEmailOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
