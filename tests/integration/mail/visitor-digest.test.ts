import { describe, expect, it } from 'vitest';
import { adminDb, seedListing, Timestamp } from '../../support/emulator';
import {
  DIGEST_STATE_PATH,
  sendWeeklyDigest,
} from '../../../functions/src/newsletter/weekly-digest';
import { COPY } from '@swagdrop/model';
import { THROTTLE_LIMITS } from '../../../functions/src/lib/throttle-limits';
import { NEWSLETTER_UNSUBSCRIBE_COPY } from '../../../functions/src/mail/copy/visitor';
import { uniqueEmail, uniqueIp } from '../public-writes/helpers';
import {
  confirmedSubscriber,
  joinWaitlist,
  mailsTo,
  unsubscribeUrl,
  waitlistEntry,
} from './visitor-helpers';

const slugsOf = (mail: { data: Record<string, unknown> }) =>
  (mail.data.listings as { slug: string }[]).map((listing) => listing.slug);
const newest = <T extends { id: string }>(mails: T[], runId: number) =>
  mails.find((mail) => mail.id.startsWith(`weekly_digest:${runId}:`));
const digestState = async () =>
  (await adminDb().doc(DIGEST_STATE_PATH).get()).get('last_run_at') as Timestamp;
const tag = () => `digest-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe('weekly digest', () => {
  it('mails confirmed subscribers only the listings new since the last digest, once', async () => {
    const db = adminDb();
    await sendWeeklyDigest(db, new Date()); // listings of earlier tests were in an earlier digest
    const pendingEmail = uniqueEmail('digest-pending');
    await joinWaitlist(pendingEmail);
    const email = uniqueEmail('digest-confirmed');
    const unsubscribeToken = await confirmedSubscriber(email);

    const firstSlug = tag();
    await seedListing({ slug: firstSlug, title: 'First Digest Tee', brand_name: 'Digest Co' });
    const firstRunId = (await digestState()).toMillis();
    const first = await sendWeeklyDigest(db, new Date());
    expect(first.listings).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(pendingEmail, 'weekly_digest')).toHaveLength(0);
    const afterFirst = await mailsTo(email, 'weekly_digest');
    expect(afterFirst).toHaveLength(1);
    expect(afterFirst[0]!.id).toBe(
      `weekly_digest:${firstRunId}:${(await waitlistEntry(email))!.id}`,
    );
    expect(slugsOf(afterFirst[0]!)).toContain(firstSlug);
    expect(afterFirst[0]!.data).toMatchObject({ unsubscribe_token: unsubscribeToken });
    expect(afterFirst[0]!.data.listings).toContainEqual({
      title: 'First Digest Tee',
      brand_name: 'Digest Co',
      slug: firstSlug,
    });

    // The same digest run again (a retried schedule, before it recorded its end): no new mail.
    const endOfFirst = await digestState();
    await db.doc(DIGEST_STATE_PATH).set({ last_run_at: Timestamp.fromMillis(firstRunId) });
    await sendWeeklyDigest(db, new Date());
    expect(await mailsTo(email, 'weekly_digest')).toHaveLength(1);
    await db.doc(DIGEST_STATE_PATH).set({ last_run_at: endOfFirst });

    // Nothing new: nothing queued.
    const empty = await sendWeeklyDigest(db, new Date());
    expect(empty).toEqual({ listings: 0, queued: 0 });
    expect(await mailsTo(email, 'weekly_digest')).toHaveLength(1);

    // A newer listing: the next digest lists it and not the one already mailed.
    const secondSlug = tag();
    await seedListing({ slug: secondSlug });
    const secondRunId = (await digestState()).toMillis();
    await sendWeeklyDigest(db, new Date());
    const afterSecond = await mailsTo(email, 'weekly_digest');
    expect(afterSecond).toHaveLength(2);
    const second = newest(afterSecond, secondRunId)!;
    expect(slugsOf(second)).toContain(secondSlug);
    expect(slugsOf(second)).not.toContain(firstSlug);
  });

  it('leaves out listings that have ended', async () => {
    const db = adminDb();
    await sendWeeklyDigest(db, new Date());
    const email = uniqueEmail('digest-ended');
    await confirmedSubscriber(email);
    const liveSlug = tag();
    const endedSlug = tag();
    await seedListing({ slug: liveSlug });
    const ended = await seedListing({ slug: endedSlug });
    await db.collection('swag_listings').doc(ended).update({ expired: true });
    await sendWeeklyDigest(db, new Date());
    const [mail] = await mailsTo(email, 'weekly_digest');
    expect(slugsOf(mail!)).toContain(liveSlug);
    expect(slugsOf(mail!)).not.toContain(endedSlug);
  });
});

describe('one-click unsubscribe', () => {
  it('shows a page on GET without unsubscribing; the POST removes the subscriber for good', async () => {
    const db = adminDb();
    const email = uniqueEmail('unsub');
    const token = await confirmedSubscriber(email);

    const page = await fetch(unsubscribeUrl(token));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(NEWSLETTER_UNSUBSCRIBE_COPY.askTitle);
    expect(html).toContain('<form method="post"');
    expect(html).toContain('href="/swag"');
    expect(html).not.toContain('<script');
    expect(await waitlistEntry(email)).toMatchObject({ status: 'confirmed' });

    // RFC 8058: the mail client POSTs this body to the List-Unsubscribe URL, signed out.
    const oneClick = await fetch(unsubscribeUrl(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(NEWSLETTER_UNSUBSCRIBE_COPY.doneTitle);
    expect(await waitlistEntry(email)).toBeNull();

    // Again, or with a token nobody has: the same neutral answer.
    for (const again of [token, 'B'.repeat(43)]) {
      const res = await fetch(unsubscribeUrl(again), { method: 'POST', body: '' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(NEWSLETTER_UNSUBSCRIBE_COPY.doneTitle);
    }

    // The next digest skips them.
    await seedListing({ slug: tag() });
    await sendWeeklyDigest(db, new Date());
    expect(await mailsTo(email, 'weekly_digest')).toHaveLength(0);
  });

  it('throttles bad tokens per client IP behind Hosting; opening pages and real unsubscribes never count', async () => {
    // Through the Hosting rewrite, as the digest links it: the CDN passes the client address.
    const ip = uniqueIp();
    const post = (token: string, clientIp = ip) =>
      fetch(unsubscribeUrl(token), {
        method: 'POST',
        headers: { 'fastly-client-ip': clientIp },
        body: '',
      });
    const { max } = THROTTLE_LIMITS.newsletterUnsubscribe;
    for (let i = 0; i < max + 5; i += 1) {
      const page = await fetch(unsubscribeUrl('E'.repeat(43)), {
        headers: { 'fastly-client-ip': ip },
      });
      expect(page.status).toBe(200);
    }
    const email = uniqueEmail('unsub-throttle');
    const token = await confirmedSubscriber(email);
    for (let i = 0; i < max; i += 1) expect((await post('D'.repeat(43))).status).toBe(200);
    const limited = await post('D'.repeat(43));
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(COPY.tooManyRequests);
    // Another client behind the same CDN node is not affected.
    expect((await post('D'.repeat(43), uniqueIp())).status).toBe(200);
    // A real token still unsubscribes from the limited address.
    const real = await post(token);
    expect(real.status).toBe(200);
    expect(await real.text()).toContain(NEWSLETTER_UNSUBSCRIBE_COPY.doneTitle);
    expect(await waitlistEntry(email)).toBeNull();
  });

  it('escapes a hostile token and refuses other methods', async () => {
    const res = await fetch(unsubscribeUrl('"><script>alert(1)</script>'));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).toContain(NEWSLETTER_UNSUBSCRIBE_COPY.invalidBody);
    const put = await fetch(unsubscribeUrl('C'.repeat(43)), { method: 'PUT' });
    expect(put.status).toBe(405);
  });
});
