import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { AuditActionName } from '@swagdrop/model';
import { db } from '../lib/admin';
import type { AdminActor } from './guard';

export interface AuditEntry {
  /** A moderator, the admin CLI, or Stripe (a refund or dispute made outside SwagDrop). */
  actor: AdminActor | { uid: 'cli'; email: string | null } | { uid: 'stripe'; email: null };
  action: AuditActionName;
  /** What was acted on, e.g. 'swag_listings/abc'. */
  target: string;
  /** Short summaries, never whole documents (keeps entries small and free of secrets). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

function entryData(entry: AuditEntry) {
  return {
    actor_uid: entry.actor.uid,
    actor_email: entry.actor.email,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: FieldValue.serverTimestamp(),
  };
}

/**
 * Appends an audit entry. Pass the transaction or batch of the mutation itself so the entry
 * exists if and only if the change does. Rules deny every browser write to audit_log.
 */
export function appendAudit(
  entry: AuditEntry,
  writer?: Transaction | WriteBatch,
): Promise<void> | void {
  const ref = db.collection('audit_log').doc();
  if (writer) {
    (writer as Transaction).set(ref, entryData(entry));
    return;
  }
  return ref.set(entryData(entry)).then(() => undefined);
}
