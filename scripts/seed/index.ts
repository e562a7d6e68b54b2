/**
 * Realistic local data for `npm start` (and `npm run seed` against a running emulator suite):
 * clears Firestore, Auth and the seeded images, then writes listings with generated pictures,
 * submissions in every status, claims over the last 30 days, reports, waitlist entries,
 * payments, audit entries, the directory summary and two accounts. Running it again gives the
 * same data (dates stay relative to now).
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { DIRECTORY_META_PATH } from '@swagdrop/model';
import { PROJECT_ID } from '../lib/local-env';
import { createAccounts } from './accounts';
import { resetEmulators, seedAdmin } from './admin';
import { buildAuditLog } from './audit';
import { APPAREL_TECH } from './catalog-apparel-tech';
import { FOOD_HEALTH } from './catalog-food-health';
import { LIFESTYLE_STICKERS } from './catalog-lifestyle-stickers';
import { buildClaims } from './claims';
import { buildPayments, buildWaitlist } from './extras';
import { ensureImageVariants } from './image-variants';
import { uploadImages } from './images';
import { buildListings } from './listings';
import { buildReports } from './reports';
import { buildStock } from './stock';
import { SUBMISSION_DRAFTS } from './submission-drafts';
import { buildSubmissions } from './submissions';
import type { SeedSummary } from './types';
import { writeAll, type SeedDoc } from './write';

export type { SeedSummary } from './types';

export const CATALOG = [...APPAREL_TECH, ...LIFESTYLE_STICKERS, ...FOOD_HEALTH];

export async function seedAll(log: (line: string) => void): Promise<SeedSummary> {
  const started = Date.now();
  const now = new Date();
  const admin = seedAdmin();
  await resetEmulators();
  log('cleared Firestore, Auth and Storage');

  const accounts = await createAccounts(admin);
  log(`accounts: ${accounts.admin.email} (admin), ${accounts.brand.email} (brand)`);

  const imageStart = Date.now();
  const { urls, stats } = await uploadImages(admin, [
    ...CATALOG.map((item, i) => ({ category: item.category, seed: 1000 + i })),
    ...SUBMISSION_DRAFTS.map((draft, i) => ({ category: draft.category, seed: 5000 + i })),
  ]);
  log(
    `images: ${stats.count} PNGs (avg ${Math.round(stats.totalBytes / stats.count / 1024)} KB, ` +
      `max ${Math.round(stats.maxBytes / 1024)} KB) in ${Date.now() - imageStart} ms`,
  );

  const { db } = admin;
  const listings = buildListings(
    db,
    CATALOG,
    urls.slice(0, CATALOG.length),
    now,
    accounts.brand.uid,
  );
  const submissions = buildSubmissions(db, {
    drafts: SUBMISSION_DRAFTS,
    draftImages: urls.slice(CATALOG.length),
    listings,
    brand: accounts.brand,
    now,
  });
  const claims = buildClaims(db, listings, now);
  const reports = buildReports(db, listings, accounts.brand.uid, now);
  // Before the listings are written: it sets their quantity and all_claimed.
  const stock = buildStock(db, listings, claims, accounts.brand.uid);
  const collections: Record<string, SeedDoc[]> = {
    swag_listings: listings,
    submissions,
    claims,
    listing_reports: reports,
    listing_stock: stock,
    waitlist: buildWaitlist(db, now),
    payments: buildPayments(db, submissions, accounts.brand.uid, now),
    audit_log: buildAuditLog(db, accounts.admin, { listings, submissions, reports, claims, now }),
  };
  await writeAll(db, Object.values(collections).flat());
  // The directory trigger keeps this current later; versions are microseconds (directory.ts).
  await db
    .collection(DIRECTORY_META_PATH.collection)
    .doc(DIRECTORY_META_PATH.doc)
    .set({ version: Date.now() * 1000, updated_at: Timestamp.now(), count: listings.length });

  // Pages show the pipeline's resized variants: a seed is done once every image has them.
  const variants = await ensureImageVariants(admin);
  log(
    `image variants: ${variants.complete}/${variants.originals} images ready in ` +
      `${variants.seconds.toFixed(0)} s (${variants.resent} uploads re-sent)`,
  );

  // Today's moderator digest, as the daily schedule would queue it (the emulator runs no
  // schedules): the seeded admin finds it in the local inbox. The functions' code expects the
  // default Admin app at import (functions/src/lib/admin.ts); it writes through `db` only.
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });
  const { sendModeratorDigest } = await import('../../functions/src/mail/moderator-digest');
  const digest = await sendModeratorDigest(db, admin.auth, now);
  log(
    `moderator digest: ${digest.queued} queued (${digest.pendingSubmissions} paid submissions, ` +
      `${digest.pendingReports} reports pending)`,
  );

  const counts = Object.fromEntries(
    Object.entries(collections).map(([name, docs]) => [name, docs.length]),
  );
  counts.images = stats.count;
  counts.images_with_variants = variants.complete;
  counts.users = 2;
  const ms = Date.now() - started;
  log(
    `wrote ${Object.entries(counts)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} in ${ms} ms`,
  );
  return { counts, accounts, ms };
}

function isCli(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isCli()) {
  try {
    const summary = await seedAll((line) => console.log(`[seed] ${line}`));
    console.log(JSON.stringify(summary, null, 2));
    process.exit(0);
  } catch (error) {
    console.error('[seed] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
