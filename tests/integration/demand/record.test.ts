import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COPY,
  DEMAND_PLACE_MESSAGE,
  DEMAND_WORDS_MESSAGE,
  demandDay,
  demandKey,
} from '@swagdrop/model';
import { THROTTLE_LIMITS } from '../../../functions/src/lib/throttle-limits';
import { adminDb } from '../../support/emulator';
import { throttleDocId, uniqueIp } from '../public-writes/helpers';
import { countDocs, recordDemand, storedCount, uniqueWords } from './helpers';

/** No count, and not even a throttle window: bad input stores nothing at all. */
async function expectNothingStored(words: string | null, ip: string) {
  if (words !== null) expect(await countDocs(words)).toHaveLength(0);
  const throttle = await adminDb()
    .collection('throttles')
    .doc(throttleDocId('searchDemand', 'ip', ip))
    .get();
  expect(throttle.exists).toBe(false);
}

describe('recordSearchDemand', () => {
  it('counts a search without results with its day, words and place, and nothing about the visitor', async () => {
    const words = uniqueWords();
    const ip = uniqueIp();
    const res = await recordDemand({ words: `${words} hoodie`, place: 'Austin, TX' }, ip);
    expect(res.result).toEqual({ status: 'received' });
    const [doc, ...others] = await countDocs(`${words} hoodie`);
    expect(others).toHaveLength(0);
    const data = doc?.data() ?? {};
    expect(Object.keys(data).sort()).toEqual([
      'count',
      'day',
      'expires_at',
      'place',
      'shard',
      'words',
    ]);
    expect(data).toMatchObject({ words: `${words} hoodie`, place: 'Austin, TX', count: 1 });
    expect(data.day).toBe(demandDay(new Date()));
    expect(doc?.id).toMatch(new RegExp(`^${data.day}_[0-9a-f]{24}_\\d$`));
    expect(JSON.stringify(data)).not.toContain(ip);

    // The visitor's "counted" mark cannot be recomputed from an IP: it is keyed under the day's
    // random salt, not by a plain hash anyone could try every address against.
    const key = demandKey(data.day as string, `${words} hoodie`, 'Austin, TX');
    const plain = createHash('sha256').update(`${ip}|${key}`).digest('hex').slice(0, 40);
    const seen = adminDb().collection('search_demand_seen');
    expect((await seen.doc(plain).get()).exists).toBe(false);
    const salt = await seen.doc(`salt-${String(data.day)}`).get();
    expect(salt.get('salt')).toMatch(/^[0-9a-f]{64}$/);
    expect(salt.get('expires_at')).toBeDefined();
  });

  it.each([
    ['words searchWords would change', { words: 'Hoodies', place: null }, DEMAND_WORDS_MESSAGE],
    ['nine words', { words: 'a b c d e f g h i', place: null }, DEMAND_WORDS_MESSAGE],
    ['empty words', { words: '', place: null }, DEMAND_WORDS_MESSAGE],
    ['10 KB of words', { words: 'a'.repeat(10_240), place: null }, DEMAND_WORDS_MESSAGE],
    ['control characters', { words: 'mug\u0000\u001b[31m', place: null }, DEMAND_WORDS_MESSAGE],
    ['words as an object', { words: { $gt: '' }, place: null }, DEMAND_WORDS_MESSAGE],
    ['a place that is not a label', { words: 'mug', place: 'Austin' }, DEMAND_PLACE_MESSAGE],
    ['a place not on the list', { words: 'mug', place: 'Nowhereville, TX' }, DEMAND_PLACE_MESSAGE],
    ['a 10 KB place', { words: 'mug', place: `${'A'.repeat(10_240)}, TX` }, DEMAND_PLACE_MESSAGE],
    ['a place as an object', { words: 'mug', place: { city: 'Austin' } }, DEMAND_PLACE_MESSAGE],
  ])('answers 400 to %s and stores nothing', async (_name, data, message) => {
    const ip = uniqueIp();
    const res = await recordDemand(data, ip);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message, details: expect.anything() });
    // A 10 KB value cannot be a query value; nothing can hold it anyway.
    const queryable = typeof data.words === 'string' && data.words.length <= 1_000;
    await expectNothingStored(queryable ? (data.words as string) : null, ip);
  });

  it.each([
    ['coordinates', (words: string) => ({ words, place: null, lat: 30.2, lng: -97.7 })],
    ['an email', (words: string) => ({ words, place: null, email: 'a@example.com' })],
    ['no place key', (words: string) => ({ words })],
    ['an array', (words: string) => [words]],
    ['a string', (words: string) => words],
  ])('refuses a request with %s and stores nothing', async (_name, make) => {
    const words = uniqueWords();
    const ip = uniqueIp();
    const res = await recordDemand(make(words), ip);
    expect(res.status).toBe(400);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    await expectNothingStored(words, ip);
  });

  it('counts a repeated search from one visitor once a day, and each other visitor or place again', async () => {
    const words = uniqueWords();
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await recordDemand({ words, place: 'Austin, TX' }, ip)).result).toEqual({
        status: 'received',
      });
    }
    // The same front-end address behind a spoofed left-most hop is the same visitor.
    await recordDemand({ words, place: 'Austin, TX' }, `${uniqueIp()}, ${ip}`);
    expect(await storedCount(words, 'Austin, TX')).toBe(1);

    await recordDemand({ words, place: 'Austin, TX' }, uniqueIp());
    await recordDemand({ words, place: null }, ip);
    await recordDemand({ words, place: 'Portland, OR' }, ip);
    expect(await storedCount(words, 'Austin, TX')).toBe(2);
    expect(await storedCount(words, null)).toBe(1);
    expect(await storedCount(words, 'Portland, OR')).toBe(1);
  });

  it('throttles one visitor at 30 searches in 10 minutes and stores nothing over the limit', async () => {
    const { max } = THROTTLE_LIMITS.searchDemand;
    expect(max).toBe(30);
    const ip = uniqueIp();
    const prefix = uniqueWords();
    for (let i = 0; i < max; i += 1) {
      const res = await recordDemand({ words: `${prefix} ${i}`, place: null }, ip);
      expect(res.error, `search ${i + 1} of ${max}`).toBeUndefined();
    }
    const over = await recordDemand({ words: `${prefix} over`, place: null }, ip);
    expect(over.status).toBe(429);
    expect(over.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: COPY.tooManyRequests });
    expect(await countDocs(`${prefix} over`)).toHaveLength(0);
    expect(
      (await recordDemand({ words: `${prefix} over`, place: null }, uniqueIp())).error,
    ).toBeUndefined();
  });
});
