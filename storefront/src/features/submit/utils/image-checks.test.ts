import { describe, expect, it } from 'vitest';
import { COPY } from '@swagdrop/model';
import { checkImageFile, sniffImageType } from './image-checks';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );
const TEXT = [...'hello, I am not an image'].map((c) => c.charCodeAt(0));

const file = (bytes: number[], name: string, type: string, size?: number) => {
  const body = new Uint8Array(size ?? bytes.length);
  body.set(bytes.slice(0, body.length));
  return new File([body], name, { type });
};

describe('sniffImageType (magic bytes)', () => {
  it.each<[string, number[], string | null]>([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['text', TEXT, null],
    ['empty', [], null],
    [
      'RIFF that is not WEBP (wav)',
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WAVE'].map((c) => c.charCodeAt(0)),
        ),
      null,
    ],
    ['svg', [...'<svg xmlns'].map((c) => c.charCodeAt(0)), null],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(expected);
  });
});

describe('checkImageFile (submit form texts)', () => {
  it.each<[string, File | null, string | null]>([
    ['a real png', file(PNG, 'a.png', 'image/png'), null],
    ['a real jpeg named .jpg', file(JPEG, 'a.jpg', 'image/jpeg'), null],
    ['no file', null, COPY.imageMissing],
    ['a pdf', file(TEXT, 'a.pdf', 'application/pdf'), COPY.imageInvalid],
    ['an svg (script-capable)', file(TEXT, 'a.svg', 'image/svg+xml'), COPY.imageInvalid],
    ['text renamed .png', file(TEXT, 'notes.png', 'image/png'), COPY.imageInvalid],
    ['empty file', file([], 'a.png', 'image/png', 0), COPY.imageInvalid],
    ['exactly 2 MB', file(PNG, 'big.png', 'image/png', 2 * 1024 * 1024), COPY.imageTooLarge],
    ['3 MB', file(PNG, 'big.png', 'image/png', 3 * 1024 * 1024), COPY.imageTooLarge],
    ['just under 2 MB', file(PNG, 'ok.png', 'image/png', 2 * 1024 * 1024 - 1), null],
  ])('%s', async (_name, input, expected) => {
    expect(await checkImageFile(input)).toBe(expected);
  });
});
