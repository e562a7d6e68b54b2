/**
 * ~150 claims over the last 30 days for the dashboard chart and the Claim Logs: busier
 * recently, featured listings claimed more, each visitor claiming a listing at most once
 * (the document id is the one submitClaim derives from listing and email).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { claimSearchKeywords } from '@swagdrop/model';
import { hashKey } from './hash-key';
import type { SeededListing } from './listings';
import { makePeople } from './people';
import { DAY_MS, rng } from './random';
import type { SeedDoc } from './write';

const CLAIM_COUNT = 150;
const WINDOW_DAYS = 30;

export function buildClaims(
  db: Firestore,
  listings: readonly SeededListing[],
  now: Date,
): SeedDoc[] {
  const random = rng(150);
  const people = makePeople(random, 95);
  const ids = new Set<string>();
  const docs: SeedDoc[] = [];
  let attempts = 0;
  while (docs.length < CLAIM_COUNT && attempts < CLAIM_COUNT * 20) {
    attempts += 1;
    // Half uniform, half skewed towards today: the chart shows a product picking up.
    const u = random();
    const age = random() < 0.5 ? u * WINDOW_DAYS : (1 - Math.sqrt(u)) * WINDOW_DAYS;
    const at = new Date(Math.min(now.getTime() - 10 * 60 * 1000, now.getTime() - age * DAY_MS));
    const open = listings.filter((l) => l.createdAt < at);
    if (open.length === 0) continue;
    const weights = open.map((l) => (l.item.is_featured ? 4 : 1) * (l.item.location ? 0.6 : 1));
    let r = random() * weights.reduce((a, b) => a + b, 0);
    const listing = open.find((_, i) => (r -= weights[i] ?? 0) < 0) ?? open[open.length - 1];
    const person = people[Math.floor(random() * people.length)];
    if (!listing || !person) continue;
    const id = hashKey(`${listing.ref.id}:${person.email}`);
    if (ids.has(id)) continue;
    ids.add(id);
    const fields = {
      first_name: person.firstName,
      email: person.email,
      listing_id: listing.ref.id,
      listing_title: listing.item.title,
      brand_name: listing.item.brand_name,
    };
    docs.push({
      ref: db.collection('claims').doc(id),
      data: {
        ...fields,
        agreed_to_terms: true,
        created_at: Timestamp.fromDate(at),
        search_keywords: claimSearchKeywords(fields),
      },
    });
  }
  return docs;
}
