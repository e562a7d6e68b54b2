import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { MailSettings } from '../config';
import { deliveredMailExpiresAt, failedMailExpiresAt } from '../lib/expiry';
import { logMailDelivered, logMailFailed, logMailRefused } from './log';
import { mailCollection } from './outbox';
import { isMailTemplateId, renderMail } from './render';
import { MAIL_TEMPLATES } from './templates';
import type { MailTemplates } from './templates/types';
import type { MailTransport } from './transport';

/** Attempts before a transiently failing mail is left failed for good (a moderator may resend). */
export const MAX_ATTEMPTS = 5;
/** The first retry waits this long; each further one twice as long (5, 10, 20, 40 minutes). */
export const RETRY_BASE_MS = 5 * 60 * 1000;
/** A claim older than this is abandoned (the function timed out or crashed mid-send). */
export const SENDING_LEASE_MS = 5 * 60 * 1000;

/** Network failures: the relay was not reached or dropped the connection. */
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * SMTP 4xx answers are temporary by definition (greylisting, rate limits, mailbox busy), 5xx
 * permanent (unknown recipient, rejected sender, bad credentials).
 */
export function isTransientSmtpError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

export type DeliveryOutcome =
  | { outcome: 'delivered'; messageId: string | null }
  | { outcome: 'failed'; error: string; nextAttemptAt: Date | null }
  /** Not queued (missing, already being sent, delivered or failed): nothing was done. */
  | { outcome: 'skipped'; status: string | null };

interface Claimed {
  to: string;
  template: string;
  data: unknown;
  attempts: number;
}

/**
 * Claims `mail/{key}` for one attempt: only a `queued` document moves to `sending` (one more
 * attempt, a lease). A second call, a retried trigger or a duplicated event finds it no longer
 * queued and does nothing, so each queued state is sent at most once.
 */
async function claim(store: Firestore, key: string, now: Date): Promise<Claimed | string | null> {
  const ref = mailCollection(store).doc(key);
  return store.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const doc = snap.data();
    if (!doc) return null;
    if (doc.status !== 'queued') return String(doc.status);
    const attempts = (typeof doc.attempts === 'number' ? doc.attempts : 0) + 1;
    tx.update(ref, {
      status: 'sending',
      attempts,
      lease_expires_at: Timestamp.fromMillis(now.getTime() + SENDING_LEASE_MS),
      updated_at: FieldValue.serverTimestamp(),
    });
    return { to: String(doc.to), template: String(doc.template), data: doc.data, attempts };
  });
}

/** When to try a transiently failed mail again, or null when it will not be retried. */
export function nextAttemptAt(attempts: number, transient: boolean, now: Date): Date | null {
  if (!transient || attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends one queued mail (the trigger's and the tests' entry point): claim, render, hand it to
 * SMTP, then record `delivered` or `failed`. A failure is recorded, not thrown: the retry
 * schedule (retry-schedule.ts) decides when to try again.
 */
export async function deliverMail(
  store: Firestore,
  key: string,
  transport: MailTransport,
  settings: MailSettings,
  now: Date,
  templates: MailTemplates = MAIL_TEMPLATES,
): Promise<DeliveryOutcome> {
  const claimed = await claim(store, key, now);
  if (claimed === null || typeof claimed === 'string') {
    return { outcome: 'skipped', status: claimed };
  }
  const ref = mailCollection(store).doc(key);
  const { template } = claimed;

  let rendered;
  try {
    if (!isMailTemplateId(template)) throw new Error(`Unknown mail template ${template}`);
    rendered = await renderMail(template, claimed.data, settings.sites, templates);
  } catch (error) {
    const message = errorText(error);
    logMailRefused(key, template, message);
    await recordFailure(ref, message, null);
    return { outcome: 'failed', error: message, nextAttemptAt: null };
  }

  let messageId: string | null;
  try {
    const info = await transport.sendMail({
      from: settings.from,
      to: claimed.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: rendered.headers,
    });
    messageId = info.messageId ?? null;
  } catch (error) {
    const message = errorText(error);
    const retryAt = nextAttemptAt(claimed.attempts, isTransientSmtpError(error), now);
    await recordFailure(ref, message, retryAt, rendered.subject);
    logMailFailed(key, template, message, retryAt?.toISOString() ?? null);
    return { outcome: 'failed', error: message, nextAttemptAt: retryAt };
  }
  // The relay has it: from here an error is not a failed send. It propagates (the trigger is
  // retried, finds the document `sending` and sends nothing).
  await ref.update({
    status: 'delivered',
    subject: rendered.subject,
    delivered_at: Timestamp.fromDate(now),
    message_id: messageId,
    last_error: null,
    next_attempt_at: null,
    lease_expires_at: null,
    expires_at: Timestamp.fromMillis(deliveredMailExpiresAt(now.getTime())),
    updated_at: FieldValue.serverTimestamp(),
  });
  logMailDelivered(key, template, messageId);
  return { outcome: 'delivered', messageId };
}

function recordFailure(
  ref: DocumentReference,
  message: string,
  retryAt: Date | null,
  subject?: string,
) {
  return ref.update({
    status: 'failed',
    last_error: message,
    next_attempt_at: retryAt ? Timestamp.fromDate(retryAt) : null,
    lease_expires_at: null,
    // Deleted by the TTL policy on mail.expires_at 30 days after this last attempt.
    expires_at: Timestamp.fromMillis(failedMailExpiresAt(Date.now())),
    ...(subject ? { subject } : {}),
    updated_at: FieldValue.serverTimestamp(),
  });
}
