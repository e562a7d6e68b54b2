/** storage.rules: public create-only image uploads, admin replace/delete, read-only variants. */
import {
  deleteObject,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { imageVariantPath } from '@swagdrop/shared-ui/model';
import { expectedFor, expectRule, noteRow, OPS, useMatrix, type Allowed, type Op } from './matrix';
import {
  IMAGE_METADATA,
  imageName,
  ROLES,
  seedObject,
  storageAs,
  TINY_PNG,
  trackObject,
  type Role,
} from './support';

useMatrix('Cloud Storage', 100);

const MiB = 1024 * 1024;

interface PathSpec {
  row: string;
  folder: string;
  ext?: string;
  allowed: Allowed;
  note?: string;
}

function perform(storage: FirebaseStorage, spec: PathSpec, op: Op, existing: string) {
  switch (op) {
    case 'get':
      return getMetadata(ref(storage, existing));
    case 'list':
      return list(ref(storage, spec.folder), { maxResults: 10 });
    case 'create': {
      const path = `${spec.folder}/${imageName(spec.ext)}`;
      trackObject(path);
      return uploadBytes(ref(storage, path), TINY_PNG, IMAGE_METADATA);
    }
    case 'update':
      return uploadBytes(ref(storage, existing), TINY_PNG, IMAGE_METADATA);
    case 'delete':
      return deleteObject(ref(storage, existing));
  }
}

function describePathMatrix(spec: PathSpec): void {
  if (spec.note) noteRow(spec.row, spec.note);
  describe(`${spec.row}: role x operation`, () => {
    for (const role of ROLES) {
      for (const op of OPS) {
        const expected = expectedFor(spec.allowed, role, op);
        it(`${role} ${op} -> ${expected}`, async () => {
          const existing = `${spec.folder}/${imageName(spec.ext)}`;
          if (op !== 'create' && op !== 'list') await seedObject(existing);
          const storage = await storageAs(role);
          await expectRule({ row: spec.row, role, op, expected }, () =>
            perform(storage, spec, op, existing),
          );
        });
      }
    }
  });
}

const PUBLIC: readonly Op[] = ['get', 'create'];
describePathMatrix({
  row: 'swag-images/{name}',
  folder: 'swag-images',
  allowed: {
    visitor: PUBLIC,
    brand: PUBLIC,
    'other brand': PUBLIC,
    admin: [...PUBLIC, 'update', 'delete'],
  },
  note:
    'get = metadata of an existing image; list = the folder; create = a new valid 1x1 PNG; ' +
    'update = upload a valid image over an existing one (rules see it as `create` with ' +
    '`resource` set, so `resource == null || isAdmin()` decides).',
});

describePathMatrix({
  row: 'swag-images/variants/**',
  folder: 'swag-images/variants/800x600',
  ext: 'webp',
  allowed: { visitor: ['get'], brand: ['get'], 'other brand': ['get'], admin: ['get'] },
});

describePathMatrix({
  row: '(no rule) uploads/{name}',
  folder: 'uploads',
  allowed: {},
  note: 'any path outside swag-images/ is denied to everyone.',
});

async function upload(
  role: Role,
  bytes: Uint8Array,
  metadata: UploadMetadata = IMAGE_METADATA,
  name: string = imageName(),
) {
  const path = `swag-images/${name}`;
  trackObject(path);
  return uploadBytes(ref(await storageAs(role), path), bytes, metadata);
}

describe('swag-images: what a visitor may upload', () => {
  it('accepts a valid PNG', async () => {
    await assertSucceeds(upload('visitor', TINY_PNG));
  });
  it.each([
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ])('accepts a .%s as %s', async (ext, contentType) => {
    const metadata = { ...IMAGE_METADATA, contentType };
    await assertSucceeds(upload('visitor', TINY_PNG, metadata, imageName(ext)));
  });
  it('accepts 2 MB minus one byte', async () => {
    await assertSucceeds(upload('visitor', new Uint8Array(2 * MiB - 1)));
  });
  it('rejects 3 MB', async () => {
    await assertFails(upload('visitor', new Uint8Array(3 * MiB)));
  });
  it('rejects exactly 2 MB', async () => {
    await assertFails(upload('visitor', new Uint8Array(2 * MiB)));
  });
  it('rejects an empty file', async () => {
    await assertFails(upload('visitor', new Uint8Array(0)));
  });
  it.each(['text/plain', 'text/html', 'image/svg+xml', 'application/octet-stream'])(
    'rejects content type %s',
    async (contentType) => {
      await assertFails(upload('visitor', TINY_PNG, { ...IMAGE_METADATA, contentType }));
    },
  );
  // The Storage emulator's rules runtime never exposes request.resource.cacheControl
  // (firebase-tools StoredFileMetadata.asRulesResource), so these cannot be checked offline;
  // storage.rules enforces the value wherever the runtime exposes it.
  it.todo('rejects a missing cacheControl (not observable in the Storage emulator)');
  it.todo('rejects cacheControl "public, max-age=31536000" (not observable in the emulator)');
  it.each([
    'photo.png',
    '123456789-abcdef12.png',
    '12345678901234567-abcdef12.png',
    '1741944600000-abc12.png',
    `1741944600000-${'a'.repeat(33)}.png`,
    '1741944600000-ABCDEF12.png',
    '1741944600000-abcdef12.PNG',
    '1741944600000-abcdef12.svg',
    '1741944600000-abcdef12.png.html',
    '1741944600000-abcdef12',
    '1741944600000_abcdef12.png',
    'tmp/1741944600000-abcdef12.png',
    'variants/1741944600000-abcdef12.webp',
  ])('rejects the name swag-images/%s', async (name) => {
    await assertFails(upload('visitor', TINY_PNG, IMAGE_METADATA, name));
  });
});

describe('swag-images/variants: only the image pipeline (Admin SDK) writes', () => {
  // The exact path the pipeline uses (shared-ui imageVariantPath), with real WebP-typed
  // metadata, so only the folder decides.
  const variantPath = () => imageVariantPath(`swag-images/${imageName()}`, 400);
  const webp = { ...IMAGE_METADATA, contentType: 'image/webp' };
  it.each(ROLES)('rejects %s creating a variant', async (role) => {
    const path = variantPath();
    trackObject(path);
    await assertFails(uploadBytes(ref(await storageAs(role), path), TINY_PNG, webp));
  });
  it.each(ROLES)('rejects %s replacing a variant the pipeline wrote', async (role) => {
    const path = variantPath();
    await seedObject(path);
    await assertFails(uploadBytes(ref(await storageAs(role), path), TINY_PNG, webp));
  });
  it('lets a visitor fetch a variant', async () => {
    const path = variantPath();
    await seedObject(path);
    await assertSucceeds(getMetadata(ref(await storageAs('visitor'), path)));
  });
});

describe('swag-images: no overwrite, admin replaces and deletes', () => {
  async function existingImage(): Promise<string> {
    const name = imageName();
    await seedObject(`swag-images/${name}`);
    return name;
  }
  it('rejects a visitor overwriting an existing image', async () => {
    await assertFails(upload('visitor', TINY_PNG, IMAGE_METADATA, await existingImage()));
  });
  it('rejects a brand overwriting an existing image', async () => {
    await assertFails(upload('brand', TINY_PNG, IMAGE_METADATA, await existingImage()));
  });
  it('rejects a visitor changing the metadata of an existing image', async () => {
    const path = `swag-images/${await existingImage()}`;
    const storage = await storageAs('visitor');
    await assertFails(updateMetadata(ref(storage, path), { cacheControl: 'no-store' }));
  });
  it('accepts an admin changing the metadata of an image', async () => {
    const path = `swag-images/${await existingImage()}`;
    const storage = await storageAs('admin');
    await assertSucceeds(updateMetadata(ref(storage, path), { contentDisposition: 'inline' }));
  });
  it('rejects an admin changing the content type to text/html', async () => {
    const path = `swag-images/${await existingImage()}`;
    const storage = await storageAs('admin');
    await assertFails(updateMetadata(ref(storage, path), { contentType: 'text/html' }));
  });
  it('accepts an admin replacing an image', async () => {
    await assertSucceeds(upload('admin', TINY_PNG, IMAGE_METADATA, await existingImage()));
  });
  it('rejects an admin replacing an image with text/plain', async () => {
    const metadata = { ...IMAGE_METADATA, contentType: 'text/plain' };
    await assertFails(upload('admin', TINY_PNG, metadata, await existingImage()));
  });
  it('rejects an admin replacing an image with 3 MB', async () => {
    const bytes = new Uint8Array(3 * MiB);
    await assertFails(upload('admin', bytes, IMAGE_METADATA, await existingImage()));
  });
  it('rejects a visitor deleting an image', async () => {
    const path = `swag-images/${await existingImage()}`;
    await assertFails(deleteObject(ref(await storageAs('visitor'), path)));
  });
  it('rejects a brand with a forged admin: "true" claim deleting an image', async () => {
    const path = `swag-images/${await existingImage()}`;
    await assertFails(deleteObject(ref(await storageAs('brand', { admin: 'true' }), path)));
  });
  it('rejects an admin claim on an unverified email deleting an image', async () => {
    const path = `swag-images/${await existingImage()}`;
    const storage = await storageAs('admin', { email_verified: false });
    await assertFails(deleteObject(ref(storage, path)));
  });
  it('accepts an admin deleting an image', async () => {
    const path = `swag-images/${await existingImage()}`;
    await assertSucceeds(deleteObject(ref(await storageAs('admin'), path)));
  });
});
