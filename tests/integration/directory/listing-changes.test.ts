import { describe, expect, it } from 'vitest';
import {
  BOOT_PAYLOAD_ID,
  DIRECTORY_CHANGES_COLLECTION,
  DIRECTORY_VERSION_CHECK_MS,
  DIRECTORY_FUNCTION,
  DIRECTORY_READS_HEADER,
  DIRECTORY_SINCE_PARAM,
  parseBootPayload,
  parseDirectoryDelta,
  versionFromTimestamp,
  type DirectoryBundle,
  type DirectoryChange,
} from '@swagdrop/model';
import { TEST_DIRECTORY_FULL_CHECK_MS } from '../../../scripts/lib/local-env';
import { adminDb, directoryMetaDoc, seedListing, Timestamp, URLS } from '../../support/emulator';

/**
 * A listing change costs each function instance reads for what changed, not for the catalogue:
 * the bundle function moves an open directory on with the changed rows, and a fresh /swag
 * render shows the change, each counting its reads (X-Directory-Reads). A change whose entry
 * never arrived is healed by the full check (TEST_DIRECTORY_FULL_CHECK_MS under npm test).
 */
const PAGE = `${URLS.functions}/renderDirectoryPage/swag`;
const BUNDLE = `${URLS.functions}/${DIRECTORY_FUNCTION}`;
const listings = () => adminDb().collection('swag_listings');
const changes = () => adminDb().collection(DIRECTORY_CHANGES_COLLECTION);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const metaVersion = async () =>
  versionFromTimestamp((await directoryMetaDoc().get()).get('version'));

async function versionAfter(previous: number): Promise<number> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const version = await metaVersion();
    if (version > previous) return version;
    await sleep(150);
  }
  throw new Error(`directory/meta did not move past ${previous}`);
}

const timestampOf = (version: number) =>
  new Timestamp(Math.floor(version / 1e6), (version % 1e6) * 1000);

/** What moving on from `after` costs: the meta, each change entry (at least one), each listing. */
async function deltaReads(after: number, upTo: number): Promise<number> {
  const snap = await changes()
    .where('version', '>', timestampOf(after))
    .where('version', '<=', timestampOf(upTo))
    .get();
  const ids = new Set(snap.docs.map((doc) => doc.get('listing_id')));
  return 1 + Math.max(snap.size, 1) + ids.size;
}

async function bundle(version?: number) {
  const res = await fetch(version === undefined ? BUNDLE : `${BUNDLE}?v=${version}`);
  return {
    body: (await res.json()) as DirectoryBundle,
    reads: Number(res.headers.get(DIRECTORY_READS_HEADER)),
  };
}

async function changesSince(since: number, version: number) {
  const res = await fetch(`${BUNDLE}?v=${version}&${DIRECTORY_SINCE_PARAM}=${since}`);
  expect(res.status).toBe(200);
  return {
    delta: parseDirectoryDelta(await res.json()),
    reads: Number(res.headers.get(DIRECTORY_READS_HEADER)),
  };
}

/**
 * A fresh /swag render once the page function's version check has expired, so this request
 * makes it: its html, the reads it cost and the version it painted.
 */
async function render() {
  await sleep(DIRECTORY_VERSION_CHECK_MS + 500);
  const res = await fetch(PAGE);
  const html = await res.text();
  const payload = new RegExp(`id="${BOOT_PAYLOAD_ID}">([^<]*)</script>`).exec(html)?.[1];
  return {
    html,
    reads: Number(res.headers.get(DIRECTORY_READS_HEADER)),
    version: parseBootPayload(payload).directory?.version ?? 0,
  };
}

const cardTitled = (title: string) => (html: string) => html.includes(`>${title}<`);

describe('a listing change, applied instead of re-reading the catalogue', () => {
  it('create, edit, end and delete each reach an open page and a fresh render at the cost of the change', async () => {
    const tag = `chg${Date.now().toString(36)}`;
    // A catalogue larger than any delta, so reading it all would show in the counts.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => seedListing({ title: `${tag} filler ${i}` })),
    );
    // Once every filler's trigger has run (the version stays put), the bundle of that version:
    // the change entries after it are the test's own.
    let settled = await versionAfter(0);
    for (let quiet = 0; quiet < 4;) {
      await sleep(500);
      const now = await metaVersion();
      quiet = now === settled ? quiet + 1 : 0;
      settled = now;
    }
    let held = (await bundle(settled)).body;
    expect(held.listings.filter((l) => l.title.startsWith(tag))).toHaveLength(30);
    let rendered = (await render()).version;
    const catalogue = (await listings().count().get()).data().count;
    expect(catalogue).toBeGreaterThanOrEqual(30);

    // Newer than anything else the suite writes: the first card of /swag's regular section.
    const createdAt = new Date(Date.now() + 7_200_000);
    let id = '';
    const steps: {
      name: string;
      write: () => Promise<unknown>;
      expect: (c?: DirectoryChange) => void;
      shows: (html: string) => boolean;
    }[] = [
      {
        name: 'create',
        write: async () =>
          (id = await seedListing({ title: `${tag} Fresh`, created_at: createdAt })),
        expect: (c) => expect(c?.row?.title).toBe(`${tag} Fresh`),
        shows: cardTitled(`${tag} Fresh`),
      },
      {
        name: 'edit',
        write: () =>
          listings()
            .doc(id)
            .update({ title: `${tag} Renamed` }),
        expect: (c) => expect(c?.row?.title).toBe(`${tag} Renamed`),
        shows: cardTitled(`${tag} Renamed`),
      },
      {
        name: 'end',
        write: () => listings().doc(id).update({ expired: true }),
        expect: (c) => expect(c).toEqual({ id, row: null }),
        shows: (html) => !html.includes(`${tag} Renamed`),
      },
      {
        name: 'delete',
        write: () => listings().doc(id).delete(),
        expect: (c) => expect(c).toEqual({ id, row: null }),
        shows: (html) => !html.includes(`${tag} Renamed`) && html.includes(`${tag} filler`),
      },
    ];
    for (const step of steps) {
      await step.write();
      const version = await versionAfter(held.version);
      // An open page holding `held` asks for the changes since it: the changed row, not the bundle.
      const { delta, reads } = await changesSince(held.version, version);
      if (delta.full) throw new Error(`${step.name}: answered the whole bundle`);
      step.expect(delta.changes.find((c) => c.id === id));
      // At least the meta, the entry and the listing; at most what changed since the held
      // version (less when the instance already held a newer one); never the catalogue.
      expect(reads, step.name).toBeGreaterThanOrEqual(3);
      expect(reads, step.name).toBeLessThanOrEqual(await deltaReads(held.version, delta.version));
      expect(reads, step.name).toBeLessThan(catalogue);
      // The next page asking for that version costs nothing more.
      expect((await bundle(version)).reads, step.name).toBe(0);
      held = { ...held, version: delta.version };
      // A fresh server render shows it; its instance paid for the changes since the version it
      // rendered last, or, at most once per full-check period, for the whole catalogue.
      const page = await render();
      expect(page.version, step.name).toBeGreaterThanOrEqual(version);
      expect(step.shows(page.html), step.name).toBe(true);
      const stored = (await listings().count().get()).data().count;
      const changed = await deltaReads(rendered, page.version);
      expect(page.reads <= changed || page.reads === 1 + stored, step.name).toBe(true);
      rendered = page.version;
    }
  }, 180_000);

  it('a change whose entry was lost is healed within the full-check period', async () => {
    const tag = `heal${Date.now().toString(36)}`;
    const before = await metaVersion();
    await bundle(before);
    const id = await seedListing({
      title: `${tag} Missed`,
      created_at: new Date(Date.now() + 7_200_000),
    });
    const version = await versionAfter(before);
    // As if the trigger's entry never arrived: the version moved, nothing says what changed.
    const lost = await changes().where('listing_id', '==', id).get();
    expect(lost.size).toBeGreaterThan(0);
    await Promise.all(lost.docs.map((doc) => doc.ref.delete()));
    const missed = await bundle(version);
    expect(missed.body.listings.some((l) => l.id === id)).toBe(false);

    const started = Date.now();
    let healed = false;
    while (!healed && Date.now() - started < TEST_DIRECTORY_FULL_CHECK_MS + 20_000) {
      await sleep(2_000);
      healed = (await bundle()).body.listings.some((l) => l.id === id);
    }
    expect(healed).toBe(true);
    expect(Date.now() - started).toBeLessThan(TEST_DIRECTORY_FULL_CHECK_MS + 20_000);
    // The page function's own cache heals on its own full check, within the same period.
    let painted = false;
    while (!painted && Date.now() - started < 2 * TEST_DIRECTORY_FULL_CHECK_MS + 20_000) {
      painted = cardTitled(`${tag} Missed`)((await render()).html);
    }
    expect(painted).toBe(true);
    await listings().doc(id).delete();
  }, 120_000);
});
