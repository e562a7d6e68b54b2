/**
 * Image pipeline (README "Image uploads") against the Storage + Functions emulators: a real upload
 * gets resized WebP variants the apps can fetch without a token; a text file named .png is deleted
 * and the submission referencing it is flagged.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath, imageVariantSrcSet } from '@swagdrop/model';
import { adminBucket, adminDb, callCallable, HOST, PORTS } from '../../support/emulator';
import { submissionInput, uniqueIp } from '../brands/helpers';

const objectName = (ext: string) => `${Date.now()}-${randomBytes(6).toString('hex')}.${ext}`;

/** Stores bytes as the upload helpers do (Admin SDK: no rules, so any bytes get in). */
async function upload(name: string, bytes: Buffer, contentType: string): Promise<string> {
  const bucket = adminBucket();
  await bucket.file(`swag-images/${name}`).save(bytes, {
    resumable: false,
    contentType,
    metadata: { cacheControl: 'public, max-age=3600' },
  });
  return `http://${HOST}:${PORTS.storage}/v0/b/${bucket.name}/o/swag-images%2F${name}?alt=media`;
}

/** The trigger runs asynchronously after the upload: poll (not a timing assertion). */
async function until<T>(what: string, probe: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(250);
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The object's bytes, or null when it is absent (also when the pipeline deletes it mid-read). */
async function download(path: string): Promise<Buffer | null> {
  try {
    return (await adminBucket().file(path).download())[0];
  } catch (error) {
    if ((error as { code?: number }).code === 404) return null;
    throw error;
  }
}

describe('image pipeline: a real image', () => {
  it('writes WebP variants of 400, 800 and 1600 px beside the original', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const name = objectName('png');
    await upload(name, png, 'image/png');

    for (const width of IMAGE_VARIANT_WIDTHS) {
      const bytes = await until(`w${width}`, () =>
        download(imageVariantPath(`swag-images/${name}`, width)),
      );
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }
  });

  it('serves the variants the apps link (srcset) publicly, without a token', async () => {
    const jpeg = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: '#cc6633' },
    })
      .jpeg()
      .toBuffer();
    const name = objectName('jpg');
    const url = await upload(name, jpeg, 'image/jpeg');
    await until('w800', () => download(imageVariantPath(`swag-images/${name}`, 800)));

    const srcSet = imageVariantSrcSet(`${url}&token=abc`, 'card') ?? '';
    const candidates = srcSet.split(', ').map((c) => c.split(' ')[0] ?? '');
    expect(candidates).toHaveLength(2);
    for (const candidate of candidates) {
      expect(candidate).not.toContain('token=');
      const res = await fetch(candidate);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/webp');
    }
  });

  it('never enlarges a small original', async () => {
    const gif = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#22aa44' },
    })
      .gif()
      .toBuffer();
    const name = objectName('gif');
    await upload(name, gif, 'image/gif');
    const bytes = await until('w1600', () =>
      download(imageVariantPath(`swag-images/${name}`, 1600)),
    );
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });
});

describe('image pipeline: not an image', () => {
  it('deletes a text file named .png and flags the submission that references it', async () => {
    const name = objectName('png');
    const url = `http://${HOST}:${PORTS.storage}/v0/b/${adminBucket().name}/o/swag-images%2F${name}?alt=media&token=t0k3n`;
    const submission = adminDb().collection('submissions').doc();
    await submission.set({
      ...submissionInput(url),
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
    });
    await upload(name, Buffer.from('just some text, not a picture\n'), 'image/png');

    const flagged = await until('the flag', async () => {
      const data = (await submission.get()).data();
      return data?.image_rejected === true ? data : null;
    });
    expect(flagged.image_url).toBe('');
    // The flags are set before the delete (and again after it): wait for the delete.
    await until('the delete', async () => ((await download(`swag-images/${name}`)) ? null : true));
    expect(await download(imageVariantPath(`swag-images/${name}`, 400))).toBeNull();

    // A submission sent afterwards cannot reference the deleted file either.
    const resent = await callCallable('createSubmission', submissionInput(url), {
      ip: uniqueIp(),
    });
    expect(resent.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('deletes a file that only starts like a PNG and leaves other submissions alone', async () => {
    const bystander = adminDb().collection('submissions').doc();
    const otherUrl = await upload(objectName('png'), await tinyPng(), 'image/png');
    await bystander.set({ ...submissionInput(otherUrl), status: 'pending' });

    const name = objectName('png');
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await upload(name, Buffer.concat([signature, randomBytes(64)]), 'image/png');
    await until('the delete', async () =>
      (await adminBucket().file(`swag-images/${name}`).exists())[0] ? null : true,
    );
    const data = (await bystander.get()).data();
    expect(data?.image_rejected).toBeUndefined();
    expect(data?.image_url).toBe(otherUrl);
  });
});

describe('image pipeline: too many pixels', () => {
  // A decompression bomb: 40 MP (120 MB of RGB once decoded) in a few KB. The pipeline reads
  // the size from the header and rejects it before decoding (the header-only refusal itself is
  // shown by functions/src/images/make-variants.test.ts; the worker's memory is not measured).
  it('rejects a tiny 40 MP PNG like a non-image: no variants, deleted, submission flagged', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 5000, channels: 3, background: '#3366cc' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const name = objectName('png');
    const url = `http://${HOST}:${PORTS.storage}/v0/b/${adminBucket().name}/o/swag-images%2F${name}?alt=media&token=t0k3n`;
    const submission = adminDb().collection('submissions').doc();
    await submission.set({ ...submissionInput(url), status: 'pending', user_id: null });
    await upload(name, bomb, 'image/png');

    const flagged = await until('the flag', async () => {
      const data = (await submission.get()).data();
      return data?.image_rejected === true ? data : null;
    });
    expect(flagged.image_url).toBe('');
    // The flags are set before the delete (and again after it): wait for the delete.
    await until('the delete', async () => ((await download(`swag-images/${name}`)) ? null : true));
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(await download(imageVariantPath(`swag-images/${name}`, width))).toBeNull();
    }
  });
});

function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
}
