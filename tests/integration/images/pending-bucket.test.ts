/**
 * Pending uploads live in a bucket of their own (storage-pending.rules), which the 1 GiB image
 * pipeline (processUploadedImage, default bucket only) cannot see: a browser's upload starts no
 * pipeline run and gets no variants; only the image a function publishes into the default bucket
 * does.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantPath, IMAGE_VARIANT_WIDTHS } from '@swagdrop/model';
import { adminBucket, adminPendingBucket, BUCKETS } from '../../support/emulator';
import { anonymousVisitor, objectPathOf, submitNaming } from '../brands/visitor-upload';

type AdminBucket = ReturnType<typeof adminBucket>;

const exists = async (bucket: AdminBucket, path: string) => (await bucket.file(path).exists())[0];

/** Object names under `prefix` in `bucket`. */
async function namesUnder(bucket: AdminBucket, prefix: string): Promise<string[]> {
  const [files] = await bucket.getFiles({ prefix });
  return files.map((file) => file.name);
}

/** The trigger runs asynchronously after the upload: poll (not a timing assertion). */
async function until(what: string, probe: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await probe()) return;
    await sleep(250);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const realPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('pending uploads and the image pipeline', () => {
  it('stores a browser upload in the pending uploads bucket, never the default one', async () => {
    const visitor = await anonymousVisitor();
    const url = await visitor.upload(await realPng(), 'image/png');
    const path = objectPathOf(url);

    expect(new URL(url).pathname).toContain(`/b/${BUCKETS.pendingUploads}/o/`);
    expect(await exists(adminPendingBucket(), path)).toBe(true);
    expect(await exists(adminBucket(), path)).toBe(false);
  });

  it('runs no pipeline for the pending uploads bucket, even for a swag-images/ path', async () => {
    const png = await realPng();
    const name = () => `${Date.now()}-${randomBytes(6).toString('hex')}.png`;
    const save = (bucket: AdminBucket, path: string) =>
      bucket.file(path).save(png, { resumable: false, contentType: 'image/png' });
    // The same original, once in each bucket (Admin SDK): the one path the pipeline works on.
    const published = `swag-images/${name()}`;
    const pending = `swag-images/${name()}`;
    await save(adminPendingBucket(), pending);
    await save(adminBucket(), published);

    // The default bucket's copy gets its variants: the pipeline is running.
    await until('the published copy’s variants', async () =>
      exists(adminBucket(), imageVariantPath(published, IMAGE_VARIANT_WIDTHS.at(-1)!)),
    );
    // The pending bucket's copy was stored first: 3 s more for a run that would show up late.
    await sleep(3_000);
    expect(await namesUnder(adminPendingBucket(), 'swag-images/variants/')).toEqual([]);
    expect(
      await namesUnder(adminBucket(), `swag-images/variants/${pending.split('/')[1]}`),
    ).toEqual([]);
    expect(await exists(adminPendingBucket(), pending)).toBe(true);
  });

  it('publishes the image a submission names into the default bucket, with variants', async () => {
    const visitor = await anonymousVisitor();
    const pendingUrl = await visitor.upload(await realPng(), 'image/png');

    const { res, stored } = await submitNaming(visitor, pendingUrl);

    expect(res.status).toBe(200);
    const imageUrl = String(stored.image_url);
    expect(new URL(imageUrl).pathname).toContain(`/b/${BUCKETS.images}/o/swag-images%2F`);
    const publicPath = objectPathOf(imageUrl);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      await until(`w${width}`, () => exists(adminBucket(), imageVariantPath(publicPath, width)));
    }
    expect(await exists(adminPendingBucket(), objectPathOf(pendingUrl))).toBe(false);
  });
});
