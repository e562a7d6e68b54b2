/**
 * Pending uploads (storage-pending.rules, functions/src/images/publish-image.ts and
 * pending-cleanup.ts): a visitor's upload waits in their own folder of the pending uploads
 * bucket until the submission that names it is accepted, which moves it to swag-images/ in the
 * default bucket; nobody can use another's upload; abandoned ones are deleted.
 */
import { describe, expect, it } from 'vitest';
import { type CreateSubmissionResult } from '@swagdrop/model';
import {
  cleanStalePendingUploads,
  PENDING_UPLOAD_MAX_AGE_MS,
} from '../../../functions/src/images/stale-uploads';
import {
  adminBucket,
  adminDb,
  adminPendingBucket,
  adminStorage,
  BUCKETS,
  callCallable,
} from '../../support/emulator';
import { PNG, submissionInput, uniqueIp } from './helpers';
import { anonymousVisitor, downloadUrl, objectPathOf, submitNaming } from './visitor-upload';

// The setting the harness writes into the functions' env (scripts/lib/stage.ts), for the
// cleanup's run in this process.
process.env.PENDING_UPLOADS_BUCKET = BUCKETS.pendingUploads;

const exists = async (path: string) => (await adminBucket().file(path).exists())[0];
const pendingExists = async (path: string) => (await adminPendingBucket().file(path).exists())[0];
const bucketOf = (url: string) => new URL(url).pathname.split('/')[3];

describe('a submission with a pending upload', () => {
  it('ends with the image at its public place and the pending object gone', async () => {
    const visitor = await anonymousVisitor();
    const pendingUrl = await visitor.upload(PNG, 'image/png');
    const pendingPath = objectPathOf(pendingUrl);
    expect(bucketOf(pendingUrl)).toBe(BUCKETS.pendingUploads);
    expect(await pendingExists(pendingPath)).toBe(true);
    expect(await exists(pendingPath)).toBe(false);

    const { res, stored } = await submitNaming(visitor, pendingUrl);

    expect(res.status).toBe(200);
    const publicPath = objectPathOf(String(stored.image_url));
    expect(publicPath).toMatch(/^swag-images\/[0-9]{10,16}-[a-z0-9]{6,32}\.png$/);
    expect(String(stored.image_url)).toBe(downloadUrl(publicPath));
    // The browser is told the public URL, which its form names from now on.
    expect(res.result?.image_url).toBe(stored.image_url);
    const [metadata] = await adminBucket().file(publicPath).getMetadata();
    expect(metadata).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=3600',
    });
    expect(await pendingExists(pendingPath)).toBe(false);
    // Signed in anonymously only to upload: the submission still has no owner.
    expect(stored.user_id).toBeNull();
    // Public: fetched without any token, like the apps do.
    const fetched = await fetch(String(stored.image_url));
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a retry naming the same, already moved, upload keeps the published image', async () => {
    const visitor = await anonymousVisitor();
    const pendingUrl = await visitor.upload(PNG, 'image/png');
    const opts = { idToken: visitor.idToken, ip: uniqueIp() };
    const created = await callCallable<CreateSubmissionResult>(
      'createSubmission',
      submissionInput(pendingUrl),
      opts,
    );
    const ref = adminDb().doc(`submissions/${created.result?.id}`);
    const published = (await ref.get()).get('image_url') as string;

    const updated = await callCallable<CreateSubmissionResult>(
      'updateSubmission',
      {
        id: created.result?.id,
        draft_token: created.result?.draft_token,
        submission: submissionInput(pendingUrl, { title: 'Edited after a canceled payment' }),
      },
      opts,
    );

    expect(updated.status).toBe(200);
    expect((await ref.get()).data()).toMatchObject({
      title: 'Edited after a canceled payment',
      image_url: published,
    });
  });

  it("refuses a submission naming someone else's pending upload, which stays theirs", async () => {
    const owner = await anonymousVisitor();
    const pendingUrl = await owner.upload(PNG, 'image/png');
    const intruder = await anonymousVisitor();
    const input = submissionInput(pendingUrl);

    for (const idToken of [intruder.idToken, undefined]) {
      const res = await callCallable('createSubmission', input, { idToken, ip: uniqueIp() });
      expect(res.error?.status).toBe('INVALID_ARGUMENT');
    }

    const stored = await adminDb()
      .collection('submissions')
      .where('title', '==', input.title)
      .get();
    expect(stored.empty).toBe(true);
    expect(await pendingExists(objectPathOf(pendingUrl))).toBe(true);
  });
});

describe('the pending uploads cleanup', () => {
  it('deletes a pending upload older than 24 hours and keeps a fresh one', async () => {
    const visitor = await anonymousVisitor();
    const old = objectPathOf(await visitor.upload(PNG, 'image/png', 'slot-0'));
    const fresh = objectPathOf(await visitor.upload(PNG, 'image/png', 'slot-1'));
    const created = async (path: string) =>
      Date.parse(String((await adminPendingBucket().file(path).getMetadata())[0].timeCreated));
    const [oldAt, freshAt] = [await created(old), await created(fresh)];
    expect(freshAt).toBeGreaterThan(oldAt);

    // The Storage emulator cannot backdate an object: the handler runs "one day after" the
    // old upload, when the fresh one, created later, is still under a day old.
    const now = new Date(oldAt + PENDING_UPLOAD_MAX_AGE_MS + 1);
    const under = `pending-uploads/${visitor.uid}/`;
    const deleted = await cleanStalePendingUploads(adminStorage(), now, under);

    expect(deleted).toBe(1);
    expect(await pendingExists(old)).toBe(false);
    expect(await pendingExists(fresh)).toBe(true);
  });
});
