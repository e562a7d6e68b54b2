/**
 * Hostile image uploads as a visitor's browser would send them (Firebase client SDK against the
 * Storage emulator, so storage.rules decide), and what createSubmission does with a file that
 * passed the rules by lying about its type.
 */
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { adminDb, HOST, PORTS, PROJECT_ID } from '../../support/emulator';
import { PNG, submissionInput, uniqueIp } from '../brands/helpers';
import { callableOutcome } from './hostile-harness';

const BUCKET = `${PROJECT_ID}.appspot.com`;
const app = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET },
  'hostile-uploads',
);
const storage = getStorage(app);
connectStorageEmulator(storage, HOST, PORTS.storage);

const MiB = 1024 * 1024;
const CACHE = 'public, max-age=3600';
const name = (ext = 'png') => `${Date.now()}-${randomBytes(6).toString('hex')}.${ext}`;
const text = (value: string) => new TextEncoder().encode(value);

/** Uploads as a visitor; resolves to the object's download URL or rejects with the SDK error. */
async function visitorUpload(bytes: Uint8Array, contentType: string, objectName = name()) {
  const path = `swag-images/${objectName}`;
  await uploadBytes(ref(storage, path), bytes, { contentType, cacheControl: CACHE });
  return `http://${HOST}:${PORTS.storage}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
}

describe('hostile image uploads (storage.rules)', () => {
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
    ['a PNG named .html', PNG, 'image/png', name('html')],
    ['a PNG named .svg', PNG, 'image/png', name('svg')],
    ['a PNG named .png.html', PNG, 'image/png', `${name()}.html`],
    ['a PNG with a path-traversal name', PNG, 'image/png', `..%2F${name()}`],
  ])('refuses %s and stores nothing', async (_label, bytes, contentType, objectName) => {
    const attempt = visitorUpload(bytes, contentType, objectName ?? name());
    await expect(attempt).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('accepts a real PNG (the baseline the refusals are measured against)', async () => {
    await expect(visitorUpload(PNG, 'image/png')).resolves.toContain('swag-images%2F');
  });
});

describe('a non-image renamed .png cannot become a submission image', () => {
  it.each<[string, string]>([
    ['a .txt renamed .png', 'just some text, not an image'],
    ['an HTML page renamed .png', '<html><script>window.__hostile=1</script></html>'],
    ['an SVG renamed .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('%s: the rules cannot see the bytes, createSubmission refuses it', async (_label, body) => {
    // storage.rules only see the declared type, so the lie gets through the upload itself.
    const imageUrl = await visitorUpload(text(body), 'image/png');
    const input = submissionInput(imageUrl);
    const before = (await adminDb().collection('submissions').count().get()).data().count;

    const outcome = await callableOutcome('createSubmission', input, { ip: uniqueIp() });

    expect(outcome).toMatchObject({ accepted: false, code: 'INVALID_ARGUMENT' });
    if (!outcome.accepted) expect(outcome.message.length).toBeGreaterThan(0);
    const after = (await adminDb().collection('submissions').count().get()).data().count;
    expect(after).toBe(before);
  });
});
