import { describe, expect, it } from 'vitest';
import type { MyListingsResult } from '@swagdrop/model';
import { callCallable } from '../../support/emulator';
import { newBrand } from '../admin-queues/seed';
import { DAY, seedTermListing } from './helpers';

describe('myListings', () => {
  it("answers only the signed-in brand's listings, with their ends and plan featuring", async () => {
    const brand = await newBrand();
    const other = await newBrand();
    const liveEnd = Date.now() + 20 * DAY;
    const live = await seedTermListing({ owner_uid: brand.uid, expires_at: liveEnd });
    const ended = await seedTermListing({
      owner_uid: brand.uid,
      expires_at: Date.now() - DAY,
      expired: true,
    });
    await seedTermListing({ owner_uid: other.uid, expires_at: liveEnd });

    const res = await callCallable<MyListingsResult>(
      'myListings',
      {},
      { idToken: await brand.token() },
    );
    expect(res.error).toBeUndefined();
    expect(res.result?.listings.map((row) => [row.id, row.live])).toEqual([
      [live, true],
      [ended, false],
    ]);
    expect(res.result?.listings[0]).toMatchObject({ expires_at: liveEnd, plan_featured: false });
  });

  it('refuses a visitor', async () => {
    const res = await callCallable('myListings', {});
    expect(res.error?.status).toBe('UNAUTHENTICATED');
  });
});
