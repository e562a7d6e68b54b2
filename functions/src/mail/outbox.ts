import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { type MailTemplateId } from '@swagdrop/model';
import { MAIL_DATA_SCHEMAS, type MailRequest } from './data';
import { db } from '../lib/admin';

/**
 * The outbox: every mail the product sends starts as a `mail/{key}` document written together
 * with the change that causes it. The key is the idempotency key, so a retried trigger or a
 * repeated Stripe event finds the document and queues nothing new; `sendQueuedMail`
 * (send-trigger.ts) sends each document at most once. Browsers can neither read nor write it.
 */

export const MAIL_COLLECTION = 'mail';
export const mailCollection = (store: Firestore = db) => store.collection(MAIL_COLLECTION);

/** The stored shape of a newly queued mail (the sender adds the delivery fields). */
export function queuedMailDoc<T extends MailTemplateId>(mail: MailRequest<T>) {
  const data = MAIL_DATA_SCHEMAS[mail.template].parse(mail.data);
  return {
    to: mail.to,
    template: mail.template,
    data,
    status: 'queued' as const,
    attempts: 0,
    last_error: null,
    next_attempt_at: null,
    delivered_at: null,
    message_id: null,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
  };
}

/**
 * Reads, inside the caller's transaction, whether this mail was queued before; returns the write
 * to make after all the transaction's reads (Firestore transactions read first, then write).
 * The data is validated now, so a bad mail fails the change that causes it instead of later.
 */
export async function prepareMail<T extends MailTemplateId>(
  tx: Transaction,
  mail: MailRequest<T>,
  store: Firestore = db,
): Promise<() => void> {
  const doc = queuedMailDoc(mail);
  const ref = mailCollection(store).doc(mail.key);
  const exists = (await tx.get(ref)).exists;
  return () => {
    if (!exists) tx.create(ref, doc);
  };
}

/**
 * Queues a mail outside a transaction (schedules, digests): create() makes a second call with
 * the same key a no-op. Returns false when it was queued before.
 */
export async function queueMail<T extends MailTemplateId>(
  mail: MailRequest<T>,
  store: Firestore = db,
): Promise<boolean> {
  try {
    await mailCollection(store).doc(mail.key).create(queuedMailDoc(mail));
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

const ALREADY_EXISTS = 6; // gRPC status code Firestore uses when create() finds a document
