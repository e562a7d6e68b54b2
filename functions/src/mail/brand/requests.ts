import {
  mailKey,
  type MailData,
  type MailRequest,
  type MailTemplateId,
} from '@swagdrop/shared-ui/model';
import { logNoBrandRecipient } from './log';

/**
 * A brand mail addressed to `to`, or null (logged) when there is nobody to send it to. The key
 * is built from the cause's own ids, so a repeated cause finds the mail already queued.
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
  return { key, to, template, data };
}

/** Firestore/Stripe epoch seconds or millis as the ISO instant a mail's data carries. */
export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
export const isoFromMillis = (millis: number) => new Date(millis).toISOString();

export const contactEmailOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
