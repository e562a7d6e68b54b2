import { describe, expect, it } from 'vitest';
import { imageVariantPath, imageVariantSrcSet } from './images';

const BUCKET = 'demo-swagdrop.appspot.com';
const original = `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/swag-images%2F1741944600000-abcdef12.png?alt=media&token=abc-123`;

describe('imageVariantSrcSet', () => {
  it('lists the card variants of an uploaded image, without the token', () => {
    expect(imageVariantSrcSet(original, 'card')).toBe(
      [400, 800]
        .map(
          (w) =>
            `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/swag-images%2Fvariants%2F1741944600000-abcdef12.png%2Fw${w}.webp?alt=media ${w}w`,
        )
        .join(', '),
    );
  });
  it('uses the detail sizes on the detail page and keeps the emulator origin', () => {
    const local = original.replace(
      'https://firebasestorage.googleapis.com',
      'http://127.0.0.1:9198',
    );
    const srcSet = imageVariantSrcSet(local, 'detail') ?? '';
    expect(srcSet).toContain('http://127.0.0.1:9198/v0/b/');
    expect(srcSet).toMatch(/w800\.webp\?alt=media 800w, .*w1600\.webp\?alt=media 1600w$/);
  });
  it.each([
    'https://example.com/hoodie.png',
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/other%2Fa.png?alt=media`,
    `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/swag-images%2Fvariants%2Fa.png%2Fw400.webp?alt=media`,
    'not a url',
  ])('has no variants for %s', (url) => {
    expect(imageVariantSrcSet(url, 'card')).toBeNull();
  });
  it('names variants after the original inside the variants folder', () => {
    expect(imageVariantPath('swag-images/1-abcdef.jpg', 1600)).toBe(
      'swag-images/variants/1-abcdef.jpg/w1600.webp',
    );
  });
});
