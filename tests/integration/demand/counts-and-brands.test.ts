import { describe, expect, it } from 'vitest';
import { DEMAND_TOP, demandDay, type BrandSearchDemandResult } from '@swagdrop/model';
import { countSearchOnce } from '../../../functions/src/demand/writes';
import { rollUpDemandCounts } from '../../../functions/src/demand/rollup';
import { adminDb, callCallable, createUser, idTokenFor } from '../../support/emulator';
import { uniqueEmail, uniqueIp } from '../public-writes/helpers';
import {
  AUSTIN,
  PORTLAND,
  countDocs,
  recordDemand,
  seedOwnedListing,
  storedCount,
  uniqueWords,
} from './helpers';

/** Sends `count` calls, at most `parallel` at a time (each may start a Functions worker). */
async function inWaves<T>(count: number, parallel: number, call: (i: number) => Promise<T>) {
  const answers: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const wave = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => start + i);
    answers.push(...(await Promise.all(wave.map(call))));
  }
  return answers;
}

describe('search demand counts under load', () => {
  it('counts 200 concurrent searches of one hot word exactly, spread over the shards', async () => {
    const words = uniqueWords();
    const now = new Date();
    const counted = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        countSearchOnce(adminDb(), `load-${words}-${i}`, words, 'Austin, TX', now),
      ),
    );
    expect(counted.every(Boolean)).toBe(true);
    expect(await storedCount(words, 'Austin, TX')).toBe(200);
    const shards = await countDocs(words);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(10);
  });

  it('counts 200 calls of the function from 200 visitors exactly', async () => {
    const words = uniqueWords();
    const answers = await inWaves(200, 20, () => recordDemand({ words, place: null }, uniqueIp()));
    expect(answers.filter((a) => a.error)).toEqual([]);
    expect(await storedCount(words, null)).toBe(200);
  }, 180_000);
});

async function brand(tag: string) {
  const email = uniqueEmail(tag);
  const uid = await createUser(email, 'secret123');
  return { uid, idToken: await idTokenFor(email, 'secret123') };
}

const askAs = (idToken: string | undefined) =>
  callCallable<BrandSearchDemandResult>('brandSearchDemand', {}, idToken ? { idToken } : {});

describe('the roll-up and what brands see', () => {
  it('shows a brand the searches within 25 miles of its own places only, and moderators every place', async () => {
    const austinBrand = await brand('austin');
    const portlandBrand = await brand('portland');
    const placeless = await brand('nowhere');
    await seedOwnedListing(austinBrand.uid, AUSTIN);
    // An ended listing's place is no longer the brand's.
    await seedOwnedListing(austinBrand.uid, PORTLAND, { expired: true });
    await seedOwnedListing(portlandBrand.uid, PORTLAND);

    const inAustin = uniqueWords('aaa');
    const inPortland = uniqueWords('aaa');
    const anywhere = uniqueWords('aaa');
    // Round Rock is about 17 miles from Austin, Dallas about 180.
    const inRoundRock = uniqueWords('aaa');
    const inDallas = uniqueWords('aaa');
    // Three visitors each, so these rank above the one-off searches of other tests.
    for (let i = 0; i < 3; i += 1) {
      const ip = uniqueIp();
      await recordDemand({ words: inAustin, place: 'Austin, TX' }, ip);
      await recordDemand({ words: inPortland, place: 'Portland, OR' }, ip);
      await recordDemand({ words: anywhere, place: null }, ip);
      await recordDemand({ words: inRoundRock, place: 'Round Rock, TX' }, ip);
      await recordDemand({ words: inDallas, place: 'Dallas, TX' }, ip);
    }
    await rollUpDemandCounts(adminDb(), new Date());

    const austin = await askAs(austinBrand.idToken);
    expect(austin.result?.places).toEqual(['Austin, TX']);
    expect(austin.result?.rows).toContainEqual({ words: inAustin, place: 'Austin, TX', count: 3 });
    expect(austin.result?.rows).toContainEqual({
      words: inRoundRock,
      place: 'Round Rock, TX',
      count: 3,
    });
    const austinWords = austin.result?.rows.map((row) => row.words) ?? [];
    expect(austinWords).not.toContain(inDallas);
    expect(austinWords).not.toContain(inPortland);
    expect(austinWords).not.toContain(anywhere);
    expect(austin.result?.rolled_at).toEqual(expect.any(Number));

    const portland = await askAs(portlandBrand.idToken);
    expect(portland.result?.places).toEqual(['Portland, OR']);
    expect(portland.result?.rows).toContainEqual({
      words: inPortland,
      place: 'Portland, OR',
      count: 3,
    });
    const portlandWords = portland.result?.rows.map((row) => row.words) ?? [];
    expect(portlandWords).not.toContain(inAustin);
    expect(portlandWords).not.toContain(inRoundRock);

    expect((await askAs(placeless.idToken)).result).toEqual({
      places: [],
      rows: [],
      rolled_at: null,
    });
    const signedOut = await askAs(undefined);
    expect(signedOut.error?.status).toBe('UNAUTHENTICATED');

    const top = await adminDb().collection('search_demand_summary').doc('top').get();
    const rows = top.get('rows') as { words: string; place: string | null; count: number }[];
    expect(rows.length).toBeLessThanOrEqual(DEMAND_TOP);
    expect(rows).toEqual(
      expect.arrayContaining([
        { words: inAustin, place: 'Austin, TX', count: 3 },
        { words: inPortland, place: 'Portland, OR', count: 3 },
        { words: anywhere, place: null, count: 3 },
      ]),
    );
    expect(top.get('until_day')).toBe(demandDay(new Date()));
  });

  it('leaves counts older than 7 days out of the summaries', async () => {
    const words = uniqueWords('aaa');
    const old = new Date(Date.now() - 8 * 86_400_000);
    for (let i = 0; i < 5; i += 1) {
      await countSearchOnce(adminDb(), `old-${words}-${i}`, words, 'Austin, TX', old);
    }
    await rollUpDemandCounts(adminDb(), new Date());
    const top = await adminDb().collection('search_demand_summary').doc('top').get();
    const rows = top.get('rows') as { words: string }[];
    expect(rows.some((row) => row.words === words)).toBe(false);
  });
});
