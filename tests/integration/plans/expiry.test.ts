import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { expireDueListings } from '../../../functions/src/plans/expire-listings';
import { adminAuth, adminDb, callCallable, URLS } from '../../support/emulator';
import { claimsFor, uniqueEmail, uniqueIp } from '../public-writes/helpers';
import { DAY, bundleIds, listing, seedTermListing, sitemapXml, until } from './helpers';

/**
 * The expiry schedule's handler run against the emulator (the schedule itself only calls it):
 * a listing past its end is marked expired and leaves the directory, the sitemap and search
 * engines, while it stays stored.
 */
const tag = () => `ends${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('expiry', () => {
  it('marks a listing past its end expired: gone from the bundle and the sitemap, its page 410', async () => {
    const slug = `${tag()}-ended`;
    const id = await seedTermListing({ expires_at: Date.now() + 30 * DAY }, { slug });
    const untouched = await seedTermListing({ expires_at: Date.now() + 30 * DAY });
    await until('the live listing in the bundle', async () =>
      (await bundleIds()).includes(id) ? true : null,
    );
    await until('the live listing in the sitemap', async () =>
      (await sitemapXml()).includes(`/swag/${slug}<`) ? true : null,
    );

    // Its end passes.
    await adminDb()
      .collection('swag_listings')
      .doc(id)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    const marked = await expireDueListings(adminDb(), adminAuth(), new Date());
    expect(marked).toBeGreaterThanOrEqual(1);
    expect((await listing(id)).expired).toBe(true);
    expect((await listing(untouched)).expired).toBe(false);
    // A second run finds nothing more of these.
    await expireDueListings(adminDb(), adminAuth(), new Date());
    expect((await listing(id)).title).toEqual(expect.any(String));

    await until('the listing to leave the bundle', async () =>
      (await bundleIds()).includes(id) ? null : true,
    );
    expect(await bundleIds()).toContain(untouched);
    await until('the listing to leave the sitemap', async () =>
      (await sitemapXml()).includes(`/swag/${slug}<`) ? null : true,
    );

    const res = await fetch(`${URLS.functions}/renderListingPage/swag/${slug}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<h1>This offer has ended</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('href="/swag"');
  });

  it('treats a passed end as ended before the schedule has run', async () => {
    const slug = `${tag()}-passed`;
    const id = await seedTermListing({ expires_at: Date.now() - 1000 }, { slug });
    expect((await listing(id)).expired).toBe(false);
    const res = await fetch(`${URLS.functions}/renderListingPage/swag/${slug}`);
    expect(res.status).toBe(410);
    expect(await bundleIds()).not.toContain(id);
  });

  it('an ended offer takes no claims and hands out no claim URL', async () => {
    const id = await seedTermListing({ expires_at: Date.now() - 1000 });
    const res = await callCallable<{ claim_url: string | null }>(
      'submitClaim',
      {
        first_name: 'Late',
        email: uniqueEmail('late'),
        listing_id: id,
        agreed_to_terms: true,
      },
      { ip: uniqueIp() },
    );
    expect(res.result).toBeUndefined();
    expect(res.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This offer has ended',
    });
    expect(await claimsFor('listing_id', id)).toHaveLength(0);
  });
});
