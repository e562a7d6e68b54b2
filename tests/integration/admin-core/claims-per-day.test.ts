import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, Timestamp } from '../../support/emulator';
import { newAccount, uniqueTag } from './helpers';

type Result = { days: { date: string; count: number }[]; total: number };
const DAY = 24 * 60 * 60 * 1000;

async function seedClaim(at: Date) {
  const tag = uniqueTag();
  await adminDb()
    .collection('claims')
    .add({
      first_name: 'Chart',
      email: `chart-${tag}@example.com`,
      listing_id: `listing-${tag}`,
      agreed_to_terms: true,
      listing_title: 'Chart Tee',
      brand_name: 'Chart Brand',
      search_keywords: ['chart'],
      created_at: Timestamp.fromDate(at),
    });
}

describe('claimsPerDay', () => {
  let token: string;
  beforeAll(async () => {
    token = await (await newAccount('admin')).token();
  });

  const call = async (data: unknown) => {
    const res = await callCallable<Result>('claimsPerDay', data, { idToken: token });
    expect(res.error).toBeUndefined();
    return res.result!;
  };

  it('counts claims per UTC day for the last 30 days, oldest first', async () => {
    const before = await call({ days: 30 });
    expect(before.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.days.at(-1)!.date).toBe(today);

    const now = Date.now();
    await seedClaim(new Date(now));
    await seedClaim(new Date(now));
    await seedClaim(new Date(now - 3 * DAY));
    await seedClaim(new Date(now - 45 * DAY)); // outside the window

    const after = await call({ days: 30 });
    const delta = (date: string) =>
      after.days.find((d) => d.date === date)!.count -
      before.days.find((d) => d.date === date)!.count;
    const threeDaysAgo = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    // Integration files run one at a time, so nothing else adds claims meanwhile.
    expect(delta(today)).toBe(2);
    expect(delta(threeDaysAgo)).toBe(1);
    expect(after.total).toBe(after.days.reduce((s, d) => s + d.count, 0));
    expect(after.total - before.total).toBe(3); // the 45-day-old claim is outside the window
  });

  it.each([[{ days: 0 }], [{ days: 91 }], [{ days: 'all' }], [{ days: 7, extra: 1 }]])(
    'refuses %j',
    async (data) => {
      const res = await callCallable('claimsPerDay', data, { idToken: token });
      expect(res.error?.status).toBe('INVALID_ARGUMENT');
    },
  );
});
