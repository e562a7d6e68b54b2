import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import {
  DIRECTORY_READS_HEADER,
  versionFromTimestamp,
  type DirectoryBundle,
} from '@swagdrop/model';
import { adminDb, directoryMetaDoc, seedListing, URLS } from '../../support/emulator';

/**
 * The directory summary against the real emulators: the Firestore trigger bumps
 * `directory/meta` on every listing write, and the bundle function serves each version with
 * the listing changes in it, reading Firestore only when a newer version is asked for.
 */
const metaRef = directoryMetaDoc;

async function currentVersion(): Promise<number> {
  return versionFromTimestamp((await metaRef().get()).get('version'));
}

/** The trigger runs asynchronously after the write; wait until it has bumped the version. */
async function versionAfter(previous: number, timeoutMs = 45_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const version = await currentVersion();
    if (version > previous) return version;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`directory/meta version did not move past ${previous}`);
}

async function bundle(version?: number) {
  const url = new URL(`${URLS.functions}/directoryData`);
  if (version !== undefined) url.searchParams.set('v', String(version));
  const res = await fetch(url);
  const body = res.ok ? ((await res.json()) as DirectoryBundle) : null;
  return { res, body, reads: Number(res.headers.get(DIRECTORY_READS_HEADER)) };
}

const token = () => `dirint${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('directory/meta trigger + directoryData', () => {
  it('a new listing gets a new version whose bundle contains it, without its claim URL', async () => {
    const before = await currentVersion();
    const title = `${token()} Conference Tee`;
    const id = await seedListing({
      title,
      coupon_code: 'FREE10',
      free_shipping: true,
      is_featured: true,
      target_scope: 'local',
      target_location: 'Austin, TX',
    });
    const version = await versionAfter(before);
    expect((await metaRef().get()).get('count')).toEqual(expect.any(Number));

    const first = await bundle(version);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    expect(first.body?.version).toBeGreaterThanOrEqual(version);
    const row = first.body?.listings.find((l) => l.id === id);
    expect(row).toMatchObject({
      title,
      coupon_code: 'FREE10',
      free_shipping: true,
      is_featured: true,
      target_scope: 'local',
      target_location: 'Austin, TX',
      category: 'shirts',
    });
    expect(typeof row?.created_at).toBe('number');
    expect(row).not.toHaveProperty('external_claim_url');
    expect(first.body?.count).toBe(first.body?.listings.length);
  });

  it('serves a version it holds with zero Firestore reads, however many listings exist', async () => {
    const before = await currentVersion();
    const t = token();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => seedListing({ title: `${t} Item ${i}` })),
    );
    const version = await versionAfter(before);
    // Let the 30 trigger runs settle so the version stays put for the rest of the test.
    let settled = version;
    for (let i = 0; i < 20; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      const v = await currentVersion();
      if (v === settled && i > 4) break;
      settled = v;
    }

    const first = await bundle(settled);
    const total = first.body?.listings.length ?? 0;
    expect(total).toBeGreaterThanOrEqual(30);
    // This request moved the bundle on (meta, then the 30 changes and listings, or every listing
    // when that is cheaper), or another one just had: listing-changes.test.ts counts each case.
    const stored = (await adminDb().collection('swag_listings').count().get()).data().count;
    expect(first.reads).toBeLessThan(2 * (stored + 1));
    const again = await bundle(settled);
    expect(again.reads).toBe(0);
    const olderVersion = await bundle(before);
    expect(olderVersion.reads).toBe(0);
    expect(olderVersion.body?.version).toBe(first.body?.version);
  });

  it('an edit and a delete each produce a version whose bundle reflects them', async () => {
    const t = token();
    const v0 = await currentVersion();
    const id = await seedListing({ title: `${t} Before` });
    const v1 = await versionAfter(v0);
    expect((await bundle(v1)).body?.listings.find((l) => l.id === id)?.title).toBe(`${t} Before`);

    await adminDb()
      .collection('swag_listings')
      .doc(id)
      .update({ title: `${t} After` });
    const v2 = await versionAfter(v1);
    const edited = await bundle(v2);
    expect(edited.body?.listings.find((l) => l.id === id)?.title).toBe(`${t} After`);

    await adminDb().collection('swag_listings').doc(id).delete();
    const v3 = await versionAfter(v2);
    const deleted = await bundle(v3);
    expect(deleted.body?.version).toBeGreaterThanOrEqual(v3);
    expect(deleted.body?.listings.some((l) => l.id === id)).toBe(false);
  });

  it('answers the plain URL with a short cache, gzip when asked, and 304 on a matching ETag', async () => {
    const plain = await bundle();
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=10');

    // Browsers on the storefront's origin may read the body and the reads header.
    const cors = await fetch(`${URLS.functions}/directoryData`, {
      headers: { origin: URLS.storefront },
    });
    expect(cors.headers.get('access-control-allow-origin')).toBe(URLS.storefront);
    expect(cors.headers.get('access-control-expose-headers')).toContain(DIRECTORY_READS_HEADER);
    const etag = plain.res.headers.get('etag') ?? '';
    // The version, the live count and a content hash: a listing reaching its end, or the full
    // check healing a missed change, changes the content alone.
    expect(etag).toMatch(/^"v\d+-\d+-[0-9a-f]{10}"$/);

    const raw = await rawGet(`${URLS.functions}/directoryData?v=${plain.body?.version}`, {
      'accept-encoding': 'gzip',
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString()).version).toBe(plain.body?.version);

    const notModified = await fetch(`${URLS.functions}/directoryData?v=${plain.body?.version}`, {
      headers: { 'if-none-match': etag },
    });
    expect(notModified.status).toBe(304);
  });

  it('rejects malformed versions and other methods, and never lets a made-up version be cached', async () => {
    for (const v of ['-1', 'abc', '1e9', '99999999999999999']) {
      const res = await fetch(`${URLS.functions}/directoryData?v=${encodeURIComponent(v)}`);
      expect(res.status, v).toBe(400);
    }
    const since = await fetch(`${URLS.functions}/directoryData?since=abc`);
    expect(since.status).toBe(400);
    const post = await fetch(`${URLS.functions}/directoryData`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    const future = await bundle(9_000_000_000_000_000);
    expect(future.res.status).toBe(200);
    expect(future.res.headers.get('cache-control')).toBe('no-store');
  });
});

/** GET without fetch's automatic decompression, to see the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
