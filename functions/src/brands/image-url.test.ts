import { describe, expect, it } from 'vitest';
import { ownImagePath, pendingUploadOf, type ImageUrlContext } from './image-url';

const BUCKET = 'demo-swagdrop.appspot.com';
const NAME = '1767225600000-abc123xyz.png';
const PENDING_BUCKET = 'demo-swagdrop-pending-uploads';
const prod: ImageUrlContext = { bucket: BUCKET, pendingBucket: PENDING_BUCKET, emulatorHost: null };
const local: ImageUrlContext = { ...prod, emulatorHost: '127.0.0.1:9198' };
const download = (host: string, bucket = BUCKET, object = `swag-images%2F${NAME}`) =>
  `${host}/v0/b/${bucket}/o/${object}?alt=media&token=0f3c2a1b-1111-4a2b-9c3d-123456789abc`;

describe('ownImagePath (image_url must be our bucket, swag-images/)', () => {
  it.each<[string, string, typeof prod, string | null]>([
    [
      'production download URL',
      download('https://firebasestorage.googleapis.com'),
      prod,
      `swag-images/${NAME}`,
    ],
    ['emulator download URL', download('http://127.0.0.1:9198'), local, `swag-images/${NAME}`],
    [
      'public GCS URL',
      `https://storage.googleapis.com/${BUCKET}/swag-images/${NAME}`,
      prod,
      `swag-images/${NAME}`,
    ],
    [
      'without token',
      `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/swag-images%2F${NAME}?alt=media`,
      prod,
      `swag-images/${NAME}`,
    ],
    ['emulator URL in production', download('http://127.0.0.1:9198'), prod, null],
    ['emulator on another port', download('http://127.0.0.1:9999'), local, null],
    ['http production host', download('http://firebasestorage.googleapis.com'), prod, null],
    [
      'another bucket',
      download('https://firebasestorage.googleapis.com', 'evil.appspot.com'),
      prod,
      null,
    ],
    [
      'another folder',
      download('https://firebasestorage.googleapis.com', BUCKET, `avatars%2F${NAME}`),
      prod,
      null,
    ],
    [
      'variants subfolder',
      download(
        'https://firebasestorage.googleapis.com',
        BUCKET,
        `swag-images%2Fvariants%2F${NAME}`,
      ),
      prod,
      null,
    ],
    [
      'path traversal',
      download('https://firebasestorage.googleapis.com', BUCKET, `swag-images%2F..%2Fsecret.png`),
      prod,
      null,
    ],
    [
      'name not from the helper',
      download('https://firebasestorage.googleapis.com', BUCKET, 'swag-images%2Fphoto.png'),
      prod,
      null,
    ],
    [
      'executable extension',
      download(
        'https://firebasestorage.googleapis.com',
        BUCKET,
        'swag-images%2F1767225600000-abc123.svg',
      ),
      prod,
      null,
    ],
    ['foreign site', `https://evil.example/${BUCKET}/swag-images/${NAME}`, prod, null],
    ['javascript: URL', 'javascript:alert(1)', prod, null],
    ['data: URL', 'data:image/png;base64,AAAA', prod, null],
    [
      'credentials',
      `https://user:pw@firebasestorage.googleapis.com/v0/b/${BUCKET}/o/swag-images%2F${NAME}`,
      prod,
      null,
    ],
    ['fragment', `${download('https://firebasestorage.googleapis.com')}#x`, prod, null],
    [
      'extra query key',
      `${download('https://firebasestorage.googleapis.com')}&redirect=https://evil.example`,
      prod,
      null,
    ],
    ['not a URL', 'not a url', prod, null],
    [
      'bad percent-encoding',
      download('https://firebasestorage.googleapis.com', BUCKET, 'swag-images%2F%E0%A4%A.png'),
      prod,
      null,
    ],
  ])('%s', (_name, url, ctx, expected) => {
    expect(ownImagePath(url, ctx)).toBe(expected);
  });

  it('refuses a swag-images/ path in the pending uploads bucket', () => {
    expect(
      ownImagePath(download('https://firebasestorage.googleapis.com', PENDING_BUCKET), prod),
    ).toBe(null);
  });
});

describe('pendingUploadOf (a pending upload of our pending uploads bucket, and whose)', () => {
  const pending = (object: string, host = 'https://firebasestorage.googleapis.com') =>
    download(host, PENDING_BUCKET, object);
  it.each<[string, string, typeof prod, { path: string; uid: string } | null]>([
    [
      'a slot',
      pending('pending-uploads%2Fuid123%2Fslot-0'),
      prod,
      { path: 'pending-uploads/uid123/slot-0', uid: 'uid123' },
    ],
    [
      'a slot on the emulator',
      pending('pending-uploads%2Fuid123%2Fslot-4', 'http://127.0.0.1:9198'),
      local,
      { path: 'pending-uploads/uid123/slot-4', uid: 'uid123' },
    ],
    ['a sixth slot', pending('pending-uploads%2Fuid123%2Fslot-5'), prod, null],
    ['a slot with an extension', pending('pending-uploads%2Fuid123%2Fslot-0.png'), prod, null],
    ['a nested path', pending('pending-uploads%2Fuid123%2Fx%2Fslot-0'), prod, null],
    ['path traversal', pending('pending-uploads%2F..%2Fslot-0'), prod, null],
    ['a public image', pending(`swag-images%2F${NAME}`), prod, null],
    [
      'a slot path in the default bucket',
      download('https://firebasestorage.googleapis.com', BUCKET, 'pending-uploads%2Fu%2Fslot-0'),
      prod,
      null,
    ],
    [
      'another bucket',
      download(
        'https://firebasestorage.googleapis.com',
        'evil.appspot.com',
        'pending-uploads%2Fu%2Fslot-0',
      ),
      prod,
      null,
    ],
  ])('%s', (_name, url, ctx, expected) => {
    expect(pendingUploadOf(url, ctx)).toEqual(expected);
  });
});
