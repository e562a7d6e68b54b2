import { describe, expect, it } from 'vitest';
import { callCallable, seedListing } from '../../support/emulator';
import { claimsFor, uniqueEmail, uniqueIp } from '../public-writes/helpers';
import { mailsTo } from './visitor-helpers';

const CLAIM_URL = 'https://brand.example.com/claim?ref=swagdrop';

function claim(data: Record<string, unknown>) {
  return callCallable<{ claim_url: string | null }>('submitClaim', data, { ip: uniqueIp() });
}

describe('claim confirmation mail', () => {
  it('is queued once with the claim, carrying the brand claim link and the listing', async () => {
    const title = `Mail Tee ${Date.now()}`;
    const slug = `mail-tee-${Date.now().toString(36)}`;
    const listingId = await seedListing({
      title,
      slug,
      brand_name: 'Mailing Brand',
      external_claim_url: CLAIM_URL,
    });
    const email = uniqueEmail('claim-mail');
    // A hostile first name: mail anyone can trigger must not carry it to the address.
    const firstName = 'Win a prize at evil.example';
    const input = { first_name: firstName, email, listing_id: listingId, agreed_to_terms: true };

    const [first, second] = [await claim(input), await claim({ ...input, first_name: 'Ada2' })];
    expect(first.result).toEqual({ claim_url: CLAIM_URL });
    expect(second.result).toEqual({ claim_url: CLAIM_URL });

    const mails = await mailsTo(email, 'claim_confirmation');
    expect(mails).toHaveLength(1);
    const [stored] = await claimsFor('listing_id', listingId);
    expect(mails[0]).toMatchObject({ id: `claim_confirmation:${stored!.id}` });
    expect(JSON.stringify(mails[0])).not.toContain(firstName);
    expect(mails[0]!.data).toEqual({
      listing_title: title,
      brand_name: 'Mailing Brand',
      listing_slug: slug,
      claim_url: CLAIM_URL,
    });
  });

  it('links only the listing when its stored claim URL is unsafe', async () => {
    const listingId = await seedListing({ external_claim_url: 'javascript:alert(1)' });
    const email = uniqueEmail('claim-unsafe');
    await claim({ first_name: 'Bo', email, listing_id: listingId, agreed_to_terms: true });
    const mails = await mailsTo(email, 'claim_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data.claim_url).toBeNull();
  });

  it('queues nothing for a honeypot submission', async () => {
    const listingId = await seedListing({ external_claim_url: CLAIM_URL });
    const email = uniqueEmail('claim-bot');
    const res = await claim({
      first_name: 'Bot',
      email,
      listing_id: listingId,
      agreed_to_terms: true,
      website: 'http://spam.example.com',
    });
    expect(res.result).toEqual({ claim_url: CLAIM_URL });
    expect(await mailsTo(email, 'claim_confirmation')).toHaveLength(0);
    expect(await claimsFor('email', email)).toHaveLength(0);
  });
});
