/**
 * `npm run places:migrate` against the Firestore emulator: old free-text targets become
 * 'City, ST' with the place, what names no place is reported, and a second run changes
 * nothing. It runs in a project of its own on the same emulator, so the report holds exactly
 * the documents written here.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_ENV, PORT_OFFSET } from '../../../scripts/lib/local-env';
import { migratePlaces } from '../../../scripts/places/migrate';
import { APPAREL_TECH } from '../../../scripts/seed/catalog-apparel-tech';
import { FOOD_HEALTH } from '../../../scripts/seed/catalog-food-health';
import { LIFESTYLE_STICKERS } from '../../../scripts/seed/catalog-lifestyle-stickers';
import { SUBMISSION_DRAFTS } from '../../../scripts/seed/submission-drafts';

const PROJECT = `demo-places-migrate-${PORT_OFFSET}`;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const db = getFirestore(initializeApp({ projectId: PROJECT }, 'places-migrate'));

const AUSTIN = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };

/** The old strings: typed spellings, a city in several states, a town the list lacks. */
const OLD: Record<string, { collection: string; location: string | null }> = {
  plain: { collection: 'swag_listings', location: 'Austin' },
  stateName: { collection: 'swag_listings', location: 'Austin, Texas' },
  lowercase: { collection: 'swag_listings', location: 'austin tx' },
  namesake: { collection: 'swag_listings', location: 'Springfield' },
  missing: { collection: 'swag_listings', location: 'Smallville, KS' },
  nationwide: { collection: 'swag_listings', location: null },
  submission: { collection: 'submissions', location: 'austin tx' },
};

async function storeOld(): Promise<void> {
  const batch = db.batch();
  for (const [id, { collection, location }] of Object.entries(OLD)) {
    batch.set(db.doc(`${collection}/${id}`), {
      title: `Old ${id}`,
      target_scope: location ? 'local' : 'nationwide',
      target_location: location,
    });
  }
  // Every location the seed's catalogue and drafts type, as listings stored before places.
  const seedTexts = new Set(
    [...APPAREL_TECH, ...FOOD_HEALTH, ...LIFESTYLE_STICKERS, ...SUBMISSION_DRAFTS].map(
      (item) => item.location,
    ),
  );
  [...seedTexts].forEach((location, i) => {
    if (!location) return;
    batch.set(db.doc(`swag_listings/seed-${i}`), {
      title: `Seed ${location}`,
      target_scope: 'local',
      target_location: location,
    });
  });
  await batch.commit();
}

const stored = async (id: string) =>
  (await db.doc(`${OLD[id]?.collection ?? 'swag_listings'}/${id}`).get()).data();

async function runCli(): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/places/migrate.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...EMULATOR_ENV, GCLOUD_PROJECT: PROJECT },
    timeout: 60_000,
  });
  return stdout;
}

beforeAll(async () => {
  await db.recursiveDelete(db.collection('swag_listings'));
  await db.recursiveDelete(db.collection('submissions'));
  await storeOld();
});

describe('places:migrate', () => {
  it('converts old strings, reports what it could not match, then changes nothing', async () => {
    const lines: string[] = [];
    const report = await migratePlaces(db, (line) => lines.push(line));

    for (const id of ['plain', 'stateName', 'lowercase', 'submission']) {
      expect(await stored(id)).toMatchObject({
        target_location: 'Austin, TX',
        target_place: AUSTIN,
      });
    }
    expect(await stored('namesake')).toMatchObject({
      target_location: 'Springfield, MO',
      target_place: { city: 'Springfield', state: 'MO' },
    });
    expect(await stored('missing')).toEqual({
      title: 'Old missing',
      target_scope: 'local',
      target_location: 'Smallville, KS',
    });
    expect(await stored('nationwide')).not.toHaveProperty('target_place');

    expect(lines).toContain(
      'swag_listings/lowercase: "austin tx" → "Austin, TX" (30.267, -97.743)',
    );
    expect(lines).toContain('submissions/submission: "austin tx" → "Austin, TX" (30.267, -97.743)');
    expect(lines).toContain('Could not match 1 (they keep their text):');
    expect(lines).toContain('  swag_listings/missing: "Smallville, KS"');
    expect(report.unmatched).toEqual([
      { collection: 'swag_listings', id: 'missing', text: 'Smallville, KS' },
    ]);
    // Every location the seed types names a place: 'City, ST' and a place for each.
    const seeded = await db.collection('swag_listings').where('title', '>=', 'Seed ').get();
    expect(seeded.size).toBeGreaterThan(5);
    for (const doc of seeded.docs) {
      expect(doc.get('target_location')).toMatch(/^[A-Za-z .]+, [A-Z]{2}$/);
      expect(doc.get('target_place')).toMatchObject({ country: 'US' });
    }
    expect(lines.at(-1)).toBe(
      `Changed ${report.changes.length} of ${report.checked} local listings and submissions.`,
    );

    const times = await Promise.all(
      Object.keys(OLD).map(async (id) =>
        (await db.doc(`${OLD[id]?.collection}/${id}`).get()).updateTime?.toMillis(),
      ),
    );
    const again: string[] = [];
    const second = await migratePlaces(db, (line) => again.push(line));
    expect(second.changes).toEqual([]);
    expect(again.at(-1)).toBe(
      `No changes: ${report.checked} local listings and submissions checked.`,
    );
    const timesAfter = await Promise.all(
      Object.keys(OLD).map(async (id) =>
        (await db.doc(`${OLD[id]?.collection}/${id}`).get()).updateTime?.toMillis(),
      ),
    );
    expect(timesAfter).toEqual(times);
  });

  it('the command prints its changes and report, and says so when there is nothing to do', async () => {
    await db
      .doc('swag_listings/stateName')
      .update({ target_location: 'Austin, Texas', target_place: null });

    const first = await runCli();
    expect(first).toContain(`Places migration in ${PROJECT} (emulator at`);
    expect(first).toContain(
      'swag_listings/stateName: "Austin, Texas" → "Austin, TX" (30.267, -97.743)',
    );
    expect(first).toContain('  swag_listings/missing: "Smallville, KS"');
    expect(first).toMatch(/Changed 1 of \d+ local listings and submissions\./);
    expect(await stored('stateName')).toMatchObject({
      target_location: 'Austin, TX',
      target_place: AUSTIN,
    });

    const second = await runCli();
    expect(second).toMatch(/No changes: \d+ local listings and submissions checked\./);
    expect(second).toContain('Could not match 1 (they keep their text):');
  });
});
