import { describe, expect, it } from 'vitest';
import { COPY } from '@swagdrop/model';
import { checkImageFile } from './image-checks';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = ascii('GIF89a');
const WEBP = [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')];
const WAV = [...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')];
const TEXT = ascii('hello, I am not an image');

const file = (bytes: number[], name: string, type: string, size?: number) => {
  const body = new Uint8Array(size ?? bytes.length);
  body.set(bytes.slice(0, body.length));
  return new File([body], name, { type });
};

describe('checkImageFile (submit form texts; content checked by its magic bytes)', () => {
  it.each<[string, File | null, string | null]>([
    ['a real png', file(PNG, 'a.png', 'image/png'), null],
    ['a real jpeg named .jpg', file(JPEG, 'a.jpg', 'image/jpeg'), null],
    ['a real gif', file(GIF, 'a.gif', 'image/gif'), null],
    ['a real webp', file(WEBP, 'a.webp', 'image/webp'), null],
    ['no file', null, COPY.imageMissing],
    ['a pdf', file(TEXT, 'a.pdf', 'application/pdf'), COPY.imageInvalid],
    [
      'an svg (script-capable)',
      file(ascii('<svg xmlns'), 'a.svg', 'image/svg+xml'),
      COPY.imageInvalid,
    ],
    ['text renamed .png', file(TEXT, 'notes.png', 'image/png'), COPY.imageInvalid],
    [
      'a RIFF that is not WEBP (wav) renamed .webp',
      file(WAV, 'a.webp', 'image/webp'),
      COPY.imageInvalid,
    ],
    ['empty file', file([], 'a.png', 'image/png', 0), COPY.imageInvalid],
    ['exactly 2 MB', file(PNG, 'big.png', 'image/png', 2 * 1024 * 1024), COPY.imageTooLarge],
    ['just under 2 MB', file(PNG, 'ok.png', 'image/png', 2 * 1024 * 1024 - 1), null],
  ])('%s', async (_name, input, expected) => {
    expect(await checkImageFile(input)).toBe(expected);
  });
});
