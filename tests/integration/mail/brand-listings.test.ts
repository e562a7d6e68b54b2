/**
 * Brand emails about a listing's end: "ends in 7 days" (remindExpiringListings, run daily) and
 * "has ended" (expireDueListings, in the batch that marks it). Both cores run in-process against
 * the emulator, as the schedules would run them. Keys are listing + end, so a second run queues
 * nothing and a listing given a new end is told again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { mailKey } from '../../../functions/src/mail/data';
import { adminAuth, adminDb, createUser } from '../../support/emulator';
import { expireDueListings } from '../../../functions/src/plans/expire-listings';
import { remindExpiringListings } from '../../../functions/src/plans/remind-expiring';
import { uniqueEmail } from '../brands/helpers';
import { DAY, listing, seedTermListing } from '../plans/helpers';
import { mailByKey, mailsTo } from './brand-helpers';

/** A listing approved from a submission: the submission (same id) names the contact email. */
async function submittedListing(expiresAt: number) {
  const contact = uniqueEmail('listing-contact');
  const id = await seedTermListing({ expires_at: expiresAt });
  await adminDb().doc(`submissions/${id}`).set({ contact_email: contact, status: 'approved' });
  return { id, contact };
}

async function ownedListing(expiresAt: number) {
  const email = uniqueEmail('listing-owner');
  const uid = await createUser(email, 'secret123');
  const id = await seedTermListing({ expires_at: expiresAt, owner_uid: uid });
  return { id, email };
}

const endOf = async (id: string) => ((await listing(id)).expires_at as Timestamp).toMillis();

describe('brand emails — listing ends', () => {
  it('queues one "ends in 7 days" per listing and end, to the contact or the owner', async () => {
    const now = Date.now();
    const submitted = await submittedListing(now + 3 * DAY);
    const owned = await ownedListing(now + 7 * DAY - 60_000);
    const moderators = await seedTermListing({ expires_at: now + 2 * DAY });
    const later = await submittedListing(now + 8 * DAY);

    await remindExpiringListings(adminDb(), adminAuth(), new Date(now));
    await remindExpiringListings(adminDb(), adminAuth(), new Date(now));

    const slug = (await listing(submitted.id)).slug;
    expect(await mailsTo(submitted.contact)).toMatchObject([
      {
        key: mailKey('listing_expiring', submitted.id, now + 3 * DAY),
        template: 'listing_expiring',
        data: {
          listing_title: (await listing(submitted.id)).title,
          listing_slug: slug,
          expires_at: new Date(now + 3 * DAY).toISOString(),
        },
      },
    ]);
    expect(await mailsTo(owned.email, 'listing_expiring')).toHaveLength(1);
    expect(await mailByKey(mailKey('listing_expiring', moderators, now + 2 * DAY))).toBeNull();
    expect(await mailsTo(later.contact)).toHaveLength(0);

    // Extended to a new end within the week: a new reminder for that end.
    await adminDb()
      .doc(`swag_listings/${submitted.id}`)
      .update({ expires_at: Timestamp.fromMillis(now + 5 * DAY) });
    await remindExpiringListings(adminDb(), adminAuth(), new Date(now));
    expect((await mailsTo(submitted.contact)).map((m) => m.key)).toEqual(
      [
        mailKey('listing_expiring', submitted.id, now + 3 * DAY),
        mailKey('listing_expiring', submitted.id, now + 5 * DAY),
      ].sort(),
    );
  });

  it('queues one "has ended" with the mark, however often the expiry runs', async () => {
    const now = Date.now();
    const submitted = await submittedListing(now - 1000);
    const owned = await ownedListing(now - 2000);
    const moderators = await seedTermListing({ expires_at: now - 3000 });

    await expireDueListings(adminDb(), adminAuth(), new Date(now));
    await expireDueListings(adminDb(), adminAuth(), new Date(now));

    expect((await listing(submitted.id)).expired).toBe(true);
    expect((await listing(moderators)).expired).toBe(true);
    expect(await mailsTo(submitted.contact)).toMatchObject([
      {
        key: mailKey('listing_expired', submitted.id, await endOf(submitted.id)),
        template: 'listing_expired',
        data: {
          listing_title: (await listing(submitted.id)).title,
          expired_at: new Date(now - 1000).toISOString(),
        },
      },
    ]);
    expect(await mailsTo(owned.email)).toMatchObject([{ template: 'listing_expired' }]);
    expect(await mailByKey(mailKey('listing_expired', moderators, now - 3000))).toBeNull();

    // Extended and ended again: told about the new end.
    await adminDb()
      .doc(`swag_listings/${submitted.id}`)
      .update({ expires_at: Timestamp.fromMillis(now - 500), expired: false });
    await expireDueListings(adminDb(), adminAuth(), new Date(now));
    expect(await mailsTo(submitted.contact)).toHaveLength(2);
  });
});
