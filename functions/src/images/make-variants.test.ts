// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@swagdrop/model';
import { encodeVariants, MAX_INPUT_PIXELS, TooManyPixelsError } from './make-variants';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('encodeVariants', () => {
  it('refuses a 40 MP PNG of a few KB from its header alone', async () => {
    const bomb = await png(8000, 5000);
    expect(bomb.length).toBeLessThan(200_000);
    // Only the signature and IHDR chunk (33 bytes) plus a little: no pixel data to decode, so
    // the refusal can only come from the declared size (a decode would fail as truncated).
    const headerOnly = bomb.subarray(0, 64);
    const error = await encodeVariants(headerOnly).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyPixelsError);
    expect(error).toMatchObject({ width: 8000, height: 5000 });
    await expect(encodeVariants(bomb)).rejects.toBeInstanceOf(TooManyPixelsError);
  }, 30_000);

  it('encodes an image right at the limit in every variant width', async () => {
    const variants = await encodeVariants(await png(5000, MAX_INPUT_PIXELS / 5000));
    expect(variants.map((v) => v.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const v of variants) {
      expect((await sharp(v.data).metadata()).width).toBe(v.width);
    }
  }, 60_000);
});
