import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { adminAuth, Timestamp } from '../../support/emulator';
import { sendModeratorDigest } from '../../../functions/src/mail/moderator-digest';
import { mailKey } from '../../../functions/src/mail/data';
import { newAdmin, newBrand } from '../admin-queues/seed';
import { isolatedDb, uniqueTag } from './moderator-helpers';

/**
 * The daily moderator digest's handler run against the emulators (the schedule only calls it),
 * each test in a database of its own so the counts are exactly what it seeded. Recipients are
 * the project's real Auth accounts: every verified admin, nobody else.
 */

const NOW = new Date('2026-11-26T08:00:00.000Z');

async function seed(db: Firestore, collection: string, data: Record<string, unknown>) {
  const tag = uniqueTag();
  await db
    .collection(collection)
    .doc(tag)
    .set({ ...data, created_at: Timestamp.fromMillis(Date.now() - Math.random() * 1e6) });
  return tag;
}

const submission = (db: Firestore, status: string, payment_status: string, title: string) =>
  seed(db, 'submissions', { title, brand_name: `Brand of ${title}`, status, payment_status });
const report = (db: Firestore, status: string, reason: string, listing_title: string) =>
  seed(db, 'listing_reports', { listing_title, reason, status, listing_id: uniqueTag() });

async function mailTo(db: Firestore, email: string) {
  const snap = await db.collection('mail').where('to', '==', email).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

describe('moderator digest', () => {
  it('queues one digest per verified admin with the pending paid submissions and pending reports', async () => {
    const db = isolatedDb();
    const [admin, lookAlike, brand] = await Promise.all([
      newAdmin(),
      newAdmin(undefined, { emailVerified: false }),
      newBrand(),
    ]);
    await Promise.all([
      submission(db, 'pending', 'paid', 'Paid Tee One'),
      submission(db, 'pending', 'paid', 'Paid Tee Two'),
      submission(db, 'pending', 'unpaid', 'Unpaid Tee'),
      submission(db, 'approved', 'paid', 'Approved Tee'),
      report(db, 'pending', 'out_of_stock', 'Reported Mug'),
      report(db, 'pending', 'link_broken', 'Reported Cap'),
      report(db, 'resolved', 'other', 'Resolved Bag'),
    ]);

    const result = await sendModeratorDigest(db, adminAuth(), NOW);
    expect(result).toMatchObject({ pendingSubmissions: 2, pendingReports: 2 });
    expect(result.queued).toBeGreaterThanOrEqual(1);

    const mails = await mailTo(db, admin.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? {};
    expect(mail.id).toBe(mailKey('moderator_digest', '2026-11-26', admin.uid));
    expect(mail).toMatchObject({ template: 'moderator_digest', status: 'queued', attempts: 0 });
    const data = mail.data as Record<string, unknown>;
    expect(data.pending_submissions_total).toBe(2);
    expect(data.pending_reports_total).toBe(2);
    expect(data.pending_submissions).toEqual(
      expect.arrayContaining([
        { title: 'Paid Tee One', brand_name: 'Brand of Paid Tee One' },
        { title: 'Paid Tee Two', brand_name: 'Brand of Paid Tee Two' },
      ]),
    );
    expect(data.pending_submissions).toHaveLength(2);
    // Moderators' short reason labels (shared-ui reasons.ts), not the raw values.
    expect(data.pending_reports).toEqual(
      expect.arrayContaining([
        { listing_title: 'Reported Mug', reason: 'Item out of stock' },
        { listing_title: 'Reported Cap', reason: 'Link broken' },
      ]),
    );
    expect(data.pending_reports).toHaveLength(2);

    expect(await mailTo(db, lookAlike.email)).toHaveLength(0);
    expect(await mailTo(db, brand.email)).toHaveLength(0);
  });

  it('lists at most 50 of each kind but counts them all', async () => {
    const db = isolatedDb();
    const admin = await newAdmin();
    const batch = db.batch();
    for (let i = 0; i < 53; i += 1) {
      batch.set(db.collection('submissions').doc(), {
        title: `Bulk Tee ${i}`,
        brand_name: 'Bulk Brand',
        status: 'pending',
        payment_status: 'paid',
        created_at: Timestamp.fromMillis(Date.now() - i * 1000),
      });
    }
    await batch.commit();

    await sendModeratorDigest(db, adminAuth(), NOW);
    const [mail] = await mailTo(db, admin.email);
    const data = (mail?.data ?? {}) as Record<string, unknown[] | number>;
    expect(data.pending_submissions_total).toBe(53);
    expect(data.pending_submissions).toHaveLength(50);
    expect(data.pending_reports_total).toBe(0);
    expect(data.pending_reports).toEqual([]);
  });

  it('queues nothing when nothing is pending', async () => {
    const db = isolatedDb();
    await newAdmin();
    await Promise.all([
      submission(db, 'pending', 'unpaid', 'Unpaid Only'),
      submission(db, 'rejected', 'paid', 'Rejected Only'),
      report(db, 'reviewed', 'other', 'Reviewed Only'),
    ]);

    const result = await sendModeratorDigest(db, adminAuth(), NOW);
    expect(result).toEqual({ pendingSubmissions: 0, pendingReports: 0, queued: 0 });
    expect((await db.collection('mail').get()).size).toBe(0);
  });

  it('a second run the same day queues nothing new; the next day queues again', async () => {
    const db = isolatedDb();
    const admin = await newAdmin();
    await report(db, 'pending', 'expired_offer', 'Twice Reported');

    await sendModeratorDigest(db, adminAuth(), NOW);
    const again = await sendModeratorDigest(db, adminAuth(), new Date('2026-11-26T20:00:00Z'));
    expect(again.queued).toBe(0);
    expect(await mailTo(db, admin.email)).toHaveLength(1);

    await sendModeratorDigest(db, adminAuth(), new Date('2026-11-27T08:00:00Z'));
    const ids = (await mailTo(db, admin.email)).map((m) => m.id).sort();
    expect(ids).toEqual([
      mailKey('moderator_digest', '2026-11-26', admin.uid),
      mailKey('moderator_digest', '2026-11-27', admin.uid),
    ]);
  });

  it('lists the open payment disputes, and a dispute alone is reason enough to send', async () => {
    const db = isolatedDb();
    const admin = await newAdmin();
    await Promise.all([
      seed(db, 'payments', {
        status: 'disputed',
        what: 'Listing fee: Disputed Tee',
        amount_cents: 5000,
        currency: 'usd',
      }),
      seed(db, 'payments', { status: 'dispute_won', what: 'Plan payment', amount_cents: 6500 }),
      seed(db, 'payments', { status: 'paid', what: 'Listing fee: Fine Tee', amount_cents: 5000 }),
    ]);
    const result = await sendModeratorDigest(db, adminAuth(), NOW);
    expect(result).toMatchObject({ pendingSubmissions: 0, pendingReports: 0 });
    const [mail] = await mailTo(db, admin.email);
    expect((mail?.data as Record<string, unknown>).open_disputes).toEqual([
      { what: 'Listing fee: Disputed Tee', amount_cents: 5000, currency: 'usd' },
    ]);
  });
});
