import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { DAY_MS, isListingLive } from '@swagdrop/model';
import {
  MAIL_DATA_SCHEMAS,
  MAIL_LIST_MAX,
  mailKey,
  type MailData,
  type MailRequest,
} from '../mail/data';
import { mailCollection, queueMail, queuedMailDoc } from '../mail/outbox';
import { WAITLIST_COLLECTION } from './tokens';

type DigestListing = MailData<'weekly_digest'>['listings'][number];

/** The digest's bookkeeping: which listings the last run covered (browsers have no rule here). */
export const DIGEST_STATE_PATH = 'mail_state/weekly_digest';
/** The first digest (no state yet) shows the last week's new listings. */
const FIRST_RUN_WINDOW_MS = 7 * DAY_MS;
/** Listings read at most per run (ended ones among the newest are skipped). */
const SCAN_LIMIT = 500;
/** Subscribers read and mails written per batch (a batch holds at most 500 writes). */
const PAGE_SIZE = 300;

export interface DigestRun {
  listings: number;
  queued: number;
}

const text = (snap: DocumentSnapshot, field: string): string => {
  const value: unknown = snap.get(field);
  return typeof value === 'string' ? value.trim() : '';
};
const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * Where this run starts: the end of the last run, or a week back on the first run, stored before
 * anything is queued so a retried first run starts at the same instant (and reuses its keys).
 */
async function digestStart(db: Firestore, now: Date): Promise<number> {
  const ref = db.doc(DIGEST_STATE_PATH);
  return db.runTransaction(async (tx) => {
    const last = millis((await tx.get(ref)).get('last_run_at'));
    if (last !== null) return last;
    const start = now.getTime() - FIRST_RUN_WINDOW_MS;
    tx.set(ref, { last_run_at: Timestamp.fromMillis(start) });
    return start;
  });
}

/** The listed listings (live, not all claimed) created in (since, now], newest first. */
async function newListings(db: Firestore, since: number, now: Date): Promise<DigestListing[]> {
  const snap = await db
    .collection('swag_listings')
    .where('created_at', '>', Timestamp.fromMillis(since))
    .where('created_at', '<=', Timestamp.fromDate(now))
    .orderBy('created_at', 'desc')
    .limit(SCAN_LIMIT)
    .get();
  const listings: DigestListing[] = [];
  for (const doc of snap.docs) {
    const live = isListingLive(
      { expires_at: millis(doc.get('expires_at')), expired: doc.get('expired') === true },
      now.getTime(),
    );
    const listing = {
      title: text(doc, 'title'),
      brand_name: text(doc, 'brand_name'),
      slug: text(doc, 'slug'),
    };
    // An all-claimed listing is off the directory: the digest does not send people to it.
    const listed = live && doc.get('all_claimed') !== true;
    if (listed && listing.title && listing.brand_name && listing.slug) listings.push(listing);
    // A mail lists MAIL_LIST_MAX at most.
    if (listings.length === MAIL_LIST_MAX) break;
  }
  return listings;
}

function digestMail(
  subscriber: QueryDocumentSnapshot,
  runId: number,
  listings: DigestListing[],
): MailRequest<'weekly_digest'> | null {
  const data = { listings, unsubscribe_token: text(subscriber, 'unsubscribe_token') };
  const to = text(subscriber, 'email');
  if (!to || !MAIL_DATA_SCHEMAS.weekly_digest.safeParse(data).success) return null;
  return {
    key: mailKey('weekly_digest', runId, subscriber.id),
    to,
    template: 'weekly_digest',
    data,
  };
}

/** Queues one page's mails in one batch, skipping those a previous try of this run queued. */
async function queuePage(db: Firestore, mails: MailRequest<'weekly_digest'>[]): Promise<number> {
  if (mails.length === 0) return 0;
  const refs = mails.map((mail) => mailCollection(db).doc(mail.key));
  const existing = await db.getAll(...refs);
  const batch = db.batch();
  let count = 0;
  mails.forEach((mail, i) => {
    if (existing[i]?.exists) return;
    batch.create(refs[i]!, queuedMailDoc(mail));
    count += 1;
  });
  try {
    await batch.commit();
    return count;
  } catch (error) {
    // A parallel run queued one of them in between: fall back to one idempotent create each.
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
    const results = await Promise.all(mails.map((mail) => queueMail(mail, db)));
    return results.filter(Boolean).length;
  }
}

/**
 * The weekly digest (digest-schedule.ts runs it; tests call it directly): the live listings new
 * since the last digest, newest first and at most 50, mailed to every CONFIRMED subscriber, each
 * mail with its one-click unsubscribe. Nothing is queued when there are no new listings. The run
 * is identified by where it starts, so a retried run's mail keys are the ones it used before
 * and nobody gets the same digest twice; the state moves to `now` once every mail is queued.
 */
export async function sendWeeklyDigest(db: Firestore, now: Date): Promise<DigestRun> {
  const since = await digestStart(db, now);
  const listings = await newListings(db, since, now);
  let queued = 0;
  if (listings.length > 0) {
    const confirmed = db
      .collection(WAITLIST_COLLECTION)
      .where('status', '==', 'confirmed')
      .orderBy('__name__')
      .limit(PAGE_SIZE);
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? confirmed.startAfter(last) : confirmed).get();
      const mails = page.docs
        .map((subscriber) => digestMail(subscriber, since, listings))
        .filter((mail) => mail !== null);
      queued += await queuePage(db, mails);
      last = page.docs.at(-1);
      if (page.size < PAGE_SIZE) break;
    }
  }
  await db.doc(DIGEST_STATE_PATH).set({ last_run_at: Timestamp.fromDate(now) });
  return { listings: listings.length, queued };
}

const ALREADY_EXISTS = 6; // gRPC status code Firestore uses when create() finds a document
