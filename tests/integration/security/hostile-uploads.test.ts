/**
 * Hostile image uploads as a visitor's browser would send them (Firebase client SDK against the
 * Storage emulator, so the storage rules decide; signed in anonymously like the submit form, or not
 * at all), and what createSubmission does with a file that passed the rules by lying about its
 * type.
 */
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { adminDb, BUCKETS, HOST, PORTS, PROJECT_ID } from '../../support/emulator';
import { PNG, submissionInput, uniqueIp } from '../brands/helpers';
import { anonymousVisitor } from '../brands/visitor-upload';
import { callableOutcome } from './hostile-harness';

const signedOutApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKETS.images },
  'hostile-uploads',
);
/** A signed-out browser's client of each bucket. */
const signedOut = {
  images: getStorage(signedOutApp),
  pending: getStorage(signedOutApp, `gs://${BUCKETS.pendingUploads}`),
};
connectStorageEmulator(signedOut.images, HOST, PORTS.storage);
connectStorageEmulator(signedOut.pending, HOST, PORTS.storage);

const MiB = 1024 * 1024;
const CACHE = 'public, max-age=3600';
const text = (value: string) => new TextEncoder().encode(value);

/** Uploads as a fresh anonymous visitor into their pending folder (slot-0 unless named). */
async function visitorUpload(bytes: Uint8Array, contentType: string, name?: string) {
  return (await anonymousVisitor()).upload(bytes, contentType, name);
}

describe('uploads without signing in, or outside the own pending folder (storage rules)', () => {
  const publicName = () => `swag-images/${Date.now()}-${randomBytes(6).toString('hex')}.png`;
  it.each([
    ['a pending slot', () => 'pending-uploads/someone/slot-0', 'pending' as const],
    ['swag-images/', publicName, 'images' as const],
    ['swag-images/ of the pending uploads bucket', publicName, 'pending' as const],
  ])('refuses a signed-out upload to %s', async (_label, path, bucket) => {
    const attempt = uploadBytes(ref(signedOut[bucket], path()), PNG, {
      contentType: 'image/png',
      cacheControl: CACHE,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
  it('refuses a signed-in visitor writing swag-images/ directly', async () => {
    const visitor = await anonymousVisitor();
    const attempt = visitor.uploadTo(publicName(), PNG, 'image/png', BUCKETS.images);
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
  it('refuses a signed-in visitor writing their own pending slot in the default bucket', async () => {
    // The image pipeline listens to the default bucket: no browser upload may start it.
    const visitor = await anonymousVisitor();
    const path = `pending-uploads/${visitor.uid}/slot-0`;
    const attempt = visitor.uploadTo(path, PNG, 'image/png', BUCKETS.images);
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
  it("refuses a signed-in visitor writing another visitor's pending folder", async () => {
    const [visitor, other] = await Promise.all([anonymousVisitor(), anonymousVisitor()]);
    const attempt = visitor.uploadTo(`pending-uploads/${other.uid}/slot-0`, PNG, 'image/png');
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe('hostile image uploads (storage-pending.rules)', () => {
  it.each<[string, Uint8Array, string, string?]>([
    ['an HTML page', text('<script>window.__hostile=1</script>'), 'text/html'],
    ['an SVG with onload', text('<svg onload="window.__hostile=1"/>'), 'image/svg+xml'],
    ['a script', text('window.__hostile=1'), 'application/javascript'],
    ['a text file', text('hello'), 'text/plain'],
    ['an executable', text('MZ\u0090\u0000'), 'application/x-msdownload'],
    ['no content type', PNG, 'application/octet-stream'],
    ['a PNG declared with parameters', PNG, 'image/png; charset=utf-8'],
    ['exactly 2 MB', new Uint8Array(2 * MiB), 'image/png'],
    ['3 MB', new Uint8Array(3 * MiB), 'image/png'],
    ['an empty file', new Uint8Array(0), 'image/png'],
    ['a PNG named .html', PNG, 'image/png', 'slot-0.html'],
    ['a PNG named .svg', PNG, 'image/png', 'slot-0.svg'],
    ['a PNG in a sixth slot', PNG, 'image/png', 'slot-5'],
    ['a PNG with a path-traversal name', PNG, 'image/png', '..%2Fslot-0'],
  ])('refuses %s and stores nothing', async (_label, bytes, contentType, objectName) => {
    const attempt = visitorUpload(bytes, contentType, objectName);
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('accepts a real PNG (the baseline the refusals are measured against)', async () => {
    await expect(visitorUpload(PNG, 'image/png')).resolves.toContain(
      `/b/${BUCKETS.pendingUploads}/o/pending-uploads%2F`,
    );
  });
});

describe('a non-image renamed .png cannot become a submission image', () => {
  it.each<[string, string]>([
    ['a .txt renamed .png', 'just some text, not an image'],
    ['an HTML page renamed .png', '<html><script>window.__hostile=1</script></html>'],
    ['an SVG renamed .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('%s: the rules cannot see the bytes, createSubmission refuses it', async (_label, body) => {
    // The storage rules only see the declared type, so the lie gets through the upload itself.
    const visitor = await anonymousVisitor();
    const imageUrl = await visitor.upload(text(body), 'image/png');
    const input = submissionInput(imageUrl);
    const before = (await adminDb().collection('submissions').count().get()).data().count;

    const outcome = await callableOutcome('createSubmission', input, {
      ip: uniqueIp(),
      idToken: visitor.idToken,
    });

    expect(outcome).toMatchObject({ accepted: false, code: 'INVALID_ARGUMENT' });
    if (!outcome.accepted) expect(outcome.message.length).toBeGreaterThan(0);
    const after = (await adminDb().collection('submissions').count().get()).data().count;
    expect(after).toBe(before);
  });
});
