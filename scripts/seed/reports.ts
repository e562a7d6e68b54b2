/**
 * listing_reports in every status: anonymous ones (with an email, and one legacy report
 * without), ones from the signed-in brand (uid only), all current reasons plus the retired
 * 'spam' value the console shows raw. Listing title, brand and slug are copied as
 * submitReport does.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ReportStatus } from '@swagdrop/model';
import type { SeededListing } from './listings';
import { DAY_MS, daysAgo } from './random';
import type { SeedDoc } from './write';

interface ReportSeed {
  listing: string;
  reason: string;
  message: string | null;
  /** An email = anonymous visitor; 'brand' = the signed-in brand account; null = legacy. */
  reporter: string | 'brand' | null;
  status: ReportStatus;
  ageDays: number;
}

const REPORTS: ReportSeed[] = [
  {
    listing: 'Sourdough Starter Jar',
    reason: 'out_of_stock',
    message: 'Stopped by at 10am and the counter said the last jar went yesterday.',
    reporter: 'dana.whitfield@gmail.com',
    status: 'pending',
    ageDays: 0.3,
  },
  {
    listing: 'Webcam Privacy Cover 3-Pack',
    reason: 'link_broken',
    message: 'The claim page shows a 404 for me on desktop and mobile.',
    reporter: 'brand',
    status: 'pending',
    ageDays: 1.4,
  },
  {
    listing: 'Embroidered Dad Cap',
    reason: 'incorrect_info',
    message: 'Only the Colfax branch has the caps, not every Denver branch.',
    reporter: 'tomas.reyes@outlook.com',
    status: 'pending',
    ageDays: 2.2,
  },
  {
    listing: 'Cat Meme Sticker Mystery Bag',
    reason: 'spam',
    message: 'Same listing keeps showing up with a different coupon every week.',
    reporter: 'kevin.osei@yahoo.com',
    status: 'pending',
    ageDays: 5.5,
  },
  {
    listing: 'Hackathon 2025 Hoodie',
    reason: 'expired_offer',
    message: 'Coupon SHIPIT says it expired at checkout.',
    reporter: 'priya.n@proton.me',
    status: 'reviewed',
    ageDays: 6.1,
  },
  {
    listing: 'Keep Austin Caffeinated Sticker',
    reason: 'other',
    message: null,
    reporter: 'brand',
    status: 'reviewed',
    ageDays: 8.9,
  },
  {
    listing: 'Tie-Dye Festival Tank',
    reason: 'out_of_stock',
    message: 'The claim page only offers XL now.',
    reporter: 'sam.ortiz@icloud.com',
    status: 'reviewed',
    ageDays: 9.7,
  },
  {
    listing: 'Hot Sauce Tasting Kit',
    reason: 'link_broken',
    message: 'Claim link pointed at their old shop domain.',
    reporter: 'lena.kowalski@gmail.com',
    status: 'resolved',
    ageDays: 12.4,
  },
  {
    listing: 'Wireless Charging Pad',
    reason: 'incorrect_info',
    message: 'Pickup moved to the Logan Square office.',
    reporter: 'brand',
    status: 'resolved',
    ageDays: 15.8,
  },
  {
    listing: 'Bike Frame Reflective Decals',
    reason: 'out_of_stock',
    message: null,
    reporter: null,
    status: 'resolved',
    ageDays: 24.5,
  },
];

export interface SeededReport extends SeedDoc {
  status: ReportStatus;
  listingTitle: string;
  updatedAt: Date | null;
}

export function buildReports(
  db: Firestore,
  listings: readonly SeededListing[],
  brandUid: string,
  now: Date,
): SeededReport[] {
  return REPORTS.map((seed) => {
    const listing = listings.find((l) => l.item.title === seed.listing);
    if (!listing) throw new Error(`Report seed names an unknown listing: ${seed.listing}`);
    // Never before the listing existed, however the dates of this run fell.
    const createdAt = new Date(
      Math.max(daysAgo(now, seed.ageDays).getTime(), listing.createdAt.getTime() + DAY_MS / 4),
    );
    const updatedAt =
      seed.status === 'pending'
        ? null
        : new Date(Math.min(createdAt.getTime() + DAY_MS / 2, now.getTime()));
    return {
      ref: db.collection('listing_reports').doc(),
      data: {
        listing_id: listing.ref.id,
        reason: seed.reason,
        message: seed.message,
        reporter_email: seed.reporter === 'brand' ? null : seed.reporter,
        reporter_user_id: seed.reporter === 'brand' ? brandUid : null,
        status: seed.status,
        created_at: Timestamp.fromDate(createdAt),
        ...(updatedAt ? { updated_at: Timestamp.fromDate(updatedAt) } : {}),
        listing_title: listing.item.title,
        brand_name: listing.item.brand_name,
        slug: listing.slug,
      },
      status: seed.status,
      listingTitle: listing.item.title,
      updatedAt,
    };
  });
}
