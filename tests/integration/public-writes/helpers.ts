import { createHash, randomUUID } from 'node:crypto';
import { adminDb, Timestamp } from '../../support/emulator';

/** A fresh visitor IP per test, so the per-IP throttles of other tests never interfere. */
export function uniqueIp(): string {
  const bytes = randomUUID().replace(/-/g, '');
  const octet = (i: number) => parseInt(bytes.slice(i * 2, i * 2 + 2), 16);
  return `10.${octet(0)}.${octet(1)}.${octet(2)}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Same key derivation as functions/src/lib/throttle.ts (a test oracle, deliberately copied). */
export function throttleDocId(action: string, kind: string, value: string): string {
  const hash = createHash('sha256').update(value).digest('hex').slice(0, 40);
  return `${action}_${kind}_${hash}`;
}

/** Simulates the window passing by moving the counter's start further back than the window. */
export async function expireThrottleWindow(docId: string, windowSeconds: number): Promise<void> {
  const ref = adminDb().collection('throttles').doc(docId);
  const snap = await ref.get();
  if (!snap.exists) throw new Error(`no throttle document ${docId}`);
  await ref.update({
    window_start: Timestamp.fromMillis(Date.now() - (windowSeconds + 5) * 1000),
  });
}

type StoredDoc = { id: string } & Record<string, unknown>;

export async function claimsFor(field: 'listing_id' | 'email', value: string) {
  const snap = await adminDb().collection('claims').where(field, '==', value).get();
  return snap.docs.map((d): StoredDoc => ({ id: d.id, ...d.data() }));
}

export async function reportsFor(listingId: string) {
  const snap = await adminDb()
    .collection('listing_reports')
    .where('listing_id', '==', listingId)
    .get();
  return snap.docs.map((d): StoredDoc => ({ id: d.id, ...d.data() }));
}

/** A server timestamp written within the last minute (not a value a client could choose). */
export function expectRecentServerTimestamp(value: unknown): void {
  if (!(value instanceof Timestamp)) throw new Error(`not a Firestore Timestamp: ${String(value)}`);
  const age = Date.now() - value.toMillis();
  if (age < -5_000 || age > 60_000) throw new Error(`timestamp not recent: ${age} ms`);
}
