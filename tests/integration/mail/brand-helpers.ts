/**
 * Reading the outbox in the brand email suites: the queued `mail` documents (admin SDK), by key
 * or by recipient, so a test sees exactly what a cause queued.
 */
import type { MailTemplateId } from '@swagdrop/model';
import { adminDb } from '../../support/emulator';

export interface QueuedMail {
  key: string;
  to: string;
  template: MailTemplateId;
  data: Record<string, unknown>;
  status: string;
}

export async function mailByKey(key: string): Promise<QueuedMail | null> {
  const snap = await adminDb().collection('mail').doc(key).get();
  return snap.exists ? ({ key: snap.id, ...snap.data() } as QueuedMail) : null;
}

/** Every mail queued to `to` (of `template` if given), in key order. */
export async function mailsTo(to: string, template?: MailTemplateId): Promise<QueuedMail[]> {
  const snap = await adminDb().collection('mail').where('to', '==', to).get();
  return snap.docs
    .map((doc) => ({ key: doc.id, ...doc.data() }) as QueuedMail)
    .filter((mail) => !template || mail.template === template)
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** "Nov 26, 2026"-independent check that an ISO instant is within a minute of now. */
export function isRecent(iso: unknown): boolean {
  return typeof iso === 'string' && Math.abs(Date.parse(iso) - Date.now()) < 60_000 * 5;
}
