import { describe, expect, it } from 'vitest';
import { COPY } from '@swagdrop/model';
import { THROTTLE_LIMITS } from '../../../functions/src/lib/throttle-limits';
import { adminDb, callCallable, seedListing } from '../../support/emulator';
import { submissionInput, uploadTestImage } from '../brands/helpers';
import { claimsFor, expireThrottleWindow, throttleDocId, uniqueEmail, uniqueIp } from './helpers';

const { max, windowSeconds } = THROTTLE_LIMITS.claim;

function claim(listingId: string, email: string, ip: string) {
  return callCallable<{ claim_url: string | null }>(
    'submitClaim',
    { first_name: 'Tess', email, listing_id: listingId, agreed_to_terms: true },
    { ip },
  );
}

describe('public write throttling', () => {
  it('limits claims per IP, spares other IPs and forgets the IP after the window', async () => {
    const listingId = await seedListing();
    const ip = uniqueIp();
    for (let i = 0; i < max; i += 1) {
      const res = await claim(listingId, uniqueEmail(`ip-${i}`), ip);
      expect(res.error, `claim ${i + 1} of ${max}`).toBeUndefined();
    }

    const blockedEmail = uniqueEmail('ip-over');
    const blocked = await claim(listingId, blockedEmail, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: COPY.tooManyRequests });
    expect(await claimsFor('email', blockedEmail)).toHaveLength(0);

    const otherIp = await claim(listingId, uniqueEmail('ip-other'), uniqueIp());
    expect(otherIp.error).toBeUndefined();

    await expireThrottleWindow(throttleDocId('claim', 'ip', ip), windowSeconds);
    const after = await claim(listingId, blockedEmail, ip);
    expect(after.error).toBeUndefined();
    expect(await claimsFor('email', blockedEmail)).toHaveLength(1);
    expect(await claimsFor('listing_id', listingId)).toHaveLength(max + 2);
  });

  it('keys on the address the front end appends, so rotating a spoofed left-most hop is useless', async () => {
    // The emulator appends nothing, so the test sends the header as Google's front end passes
    // it on: the client's own X-Forwarded-For first, the address it connected from last.
    const listingId = await seedListing();
    const real = uniqueIp();
    const spoofed = () => `${uniqueIp()}, ${real}`;
    for (let i = 0; i < max; i += 1) {
      const res = await claim(listingId, uniqueEmail(`spoof-${i}`), spoofed());
      expect(res.error, `claim ${i + 1} of ${max}`).toBeUndefined();
    }
    const lastSpoof = uniqueIp();
    const blocked = await claim(listingId, uniqueEmail('spoof-over'), `${lastSpoof}, ${real}`);
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: COPY.tooManyRequests });

    // The same spoofed first hop arriving from another address is another visitor.
    const other = await claim(listingId, uniqueEmail('spoof-other'), `${lastSpoof}, ${uniqueIp()}`);
    expect(other.error).toBeUndefined();
  });

  it('throttles reports per IP with the same message, until the window passes', async () => {
    const listingId = await seedListing();
    const ip = uniqueIp();
    const send = () =>
      callCallable(
        'submitReport',
        { listing_id: listingId, reason: 'other', reporter_email: uniqueEmail('rep') },
        { ip },
      );
    for (let i = 0; i < THROTTLE_LIMITS.report.max; i += 1) {
      expect((await send()).error).toBeUndefined();
    }
    expect((await send()).error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: COPY.tooManyRequests,
    });
    await expireThrottleWindow(
      throttleDocId('report', 'ip', ip),
      THROTTLE_LIMITS.report.windowSeconds,
    );
    expect((await send()).error).toBeUndefined();
  });

  it('throttles the waitlist per IP with the same message, until the window passes', async () => {
    const ip = uniqueIp();
    const send = () => callCallable('joinWaitlist', { email: uniqueEmail('wl') }, { ip });
    for (let i = 0; i < THROTTLE_LIMITS.waitlist.max; i += 1) {
      expect((await send()).error).toBeUndefined();
    }
    expect((await send()).error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: COPY.tooManyRequests,
    });
    await expireThrottleWindow(
      throttleDocId('waitlist', 'ip', ip),
      THROTTLE_LIMITS.waitlist.windowSeconds,
    );
    expect((await send()).error).toBeUndefined();
  });

  it('throttles brand submissions per IP, until the window passes', async () => {
    const image = await uploadTestImage();
    const ip = uniqueIp();
    const send = () =>
      callCallable<{ id: string }>('createSubmission', submissionInput(image), { ip });
    for (let i = 0; i < THROTTLE_LIMITS.submission.max; i += 1) {
      expect((await send()).error).toBeUndefined();
    }
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: COPY.tooManyRequests });
    await expireThrottleWindow(
      throttleDocId('submission', 'ip', ip),
      THROTTLE_LIMITS.submission.windowSeconds,
    );
    const after = await send();
    expect(after.error).toBeUndefined();
    expect((await adminDb().doc(`submissions/${after.result?.id}`).get()).exists).toBe(true);
  });
});
