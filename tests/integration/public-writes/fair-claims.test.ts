import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COPY, DAILY_CLAIM_CAP, DAILY_CLAIM_CAP_REASON } from '@swagdrop/model';
import { adminDb, callCallable, seedListing, Timestamp } from '../../support/emulator';
import { mailsTo } from '../mail/visitor-helpers';
import { claimsFor, uniqueIp } from './helpers';

type ClaimAnswer = { claim_url: string | null };
const STORED_URL = 'https://brand.example.com/claim?ref=fair';

function claim(listingId: string, email: string, firstName = 'Casey') {
  return callCallable<ClaimAnswer>(
    'submitClaim',
    { first_name: firstName, email, listing_id: listingId, agreed_to_terms: true },
    { ip: uniqueIp() },
  );
}

/** Same key derivation as functions/src/lib/throttle.ts hashKey (a test oracle, copied). */
const sha40 = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

/** A Gmail mailbox nobody else in the run uses (Gmail ignores dots and `+tags`). */
const gmailUser = () => `casey${randomUUID().slice(0, 8)}`;

/** Every claim stored for this mailbox, whatever spelling it was stored under. */
async function claimsOfListing(listingId: string) {
  return claimsFor('listing_id', listingId);
}

describe('one claim per mailbox, not per spelling', () => {
  it('answers a repeat under another spelling like the first claim, storing and mailing nothing', async () => {
    const listingId = await seedListing({ external_claim_url: STORED_URL });
    const user = gmailUser();
    const first = `${user}@gmail.com`;
    const dotted = `${user.slice(0, 1)}.${user.slice(1)}+x@gmail.com`;

    const a = await claim(listingId, first);
    const b = await claim(listingId, dotted, 'Other');
    const c = await claim(listingId, `${user}+promo@GoogleMail.com`);
    expect(a.result).toEqual({ claim_url: STORED_URL });
    expect(b).toEqual(a);
    expect(c).toEqual(a);

    const stored = await claimsOfListing(listingId);
    expect(stored).toHaveLength(1);
    // What the visitor typed (trimmed, lower-case) is what is stored.
    expect(stored[0]).toMatchObject({ email: first, first_name: 'Casey' });
    expect(await mailsTo(first, 'claim_confirmation')).toHaveLength(1);
    expect(await mailsTo(dotted, 'claim_confirmation')).toHaveLength(0);
  });

  it('treats `+tags` as one mailbox on any provider, but dots outside Gmail as another', async () => {
    const listingId = await seedListing();
    const tag = randomUUID().slice(0, 8);
    await claim(listingId, `me${tag}+1@example.com`);
    await claim(listingId, `me${tag}+2@example.com`);
    await claim(listingId, `m.e${tag}@example.com`);
    const emails = (await claimsOfListing(listingId)).map((c) => c.email).sort();
    expect(emails).toEqual([`m.e${tag}@example.com`, `me${tag}+1@example.com`]);
  });

  it('still counts a claim stored before the canonical rule under its old key', async () => {
    const listingId = await seedListing();
    const email = `old${randomUUID().slice(0, 8)}+tag@example.com`;
    // The key claims had before: the listing and the trimmed, lower-case address.
    const legacyId = sha40(`${listingId}:${email}`);
    await adminDb().collection('claims').doc(legacyId).set({
      first_name: 'Old',
      email,
      listing_id: listingId,
      agreed_to_terms: true,
      created_at: Timestamp.now(),
    });

    const res = await claim(listingId, email.toUpperCase());
    expect(res.error).toBeUndefined();
    expect(await claimsOfListing(listingId)).toHaveLength(1);
    expect(await mailsTo(email, 'claim_confirmation')).toHaveLength(0);
  });
});

describe('daily claim cap', () => {
  it(`lets one mailbox claim ${DAILY_CLAIM_CAP} listings a day from any IPs, then says so`, async () => {
    const user = gmailUser();
    const listingIds = await Promise.all(
      Array.from({ length: DAILY_CLAIM_CAP + 1 }, () => seedListing()),
    );
    for (let i = 0; i < DAILY_CLAIM_CAP; i += 1) {
      // Every claim under another spelling, from another IP.
      const res = await claim(listingIds[i]!, `${user}+${i}@gmail.com`);
      expect(res.error, `claim ${i + 1} of ${DAILY_CLAIM_CAP}`).toBeUndefined();
    }
    const capped = await claim(
      listingIds[DAILY_CLAIM_CAP]!,
      `${user.slice(0, 2)}.${user.slice(2)}@gmail.com`,
    );
    expect(capped.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: COPY.claimDailyLimit,
      details: { reason: DAILY_CLAIM_CAP_REASON },
    });
    expect(await claimsOfListing(listingIds[DAILY_CLAIM_CAP]!)).toHaveLength(0);

    // A repeat of a claim already made still gets the success answer, not the limit.
    const repeat = await claim(listingIds[0]!, `${user}@gmail.com`);
    expect(repeat.error).toBeUndefined();

    // A day later the oldest claim has left the window and one more is allowed.
    const cap = adminDb()
      .collection('claim_caps')
      .doc(sha40(`${user}@gmail.com`));
    const times = (await cap.get()).get('claimed_at') as Timestamp[];
    expect(times).toHaveLength(DAILY_CLAIM_CAP);
    const dayAgo = Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await cap.update({ claimed_at: [dayAgo, ...times.slice(1)] });
    const after = await claim(listingIds[DAILY_CLAIM_CAP]!, `${user}@gmail.com`);
    expect(after.error).toBeUndefined();
    expect(await claimsOfListing(listingIds[DAILY_CLAIM_CAP]!)).toHaveLength(1);
  });
});
