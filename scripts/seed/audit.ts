/**
 * Past audit_log entries matching the seeded history, shaped like the entries the admin
 * functions write (appendAudit): listing creates and one edit, approvals, rejections, report
 * status changes and a claims export.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { claimSearchTerm } from '@swagdrop/model';
import { listingSummary as summary } from '../../functions/src/admin/listing-audit';
import type { SeededListing } from './listings';
import type { SeededReport } from './reports';
import type { SeededSubmission } from './submissions';
import type { SeedAccount } from './types';
import type { SeedDoc } from './write';

interface Entry {
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

export function buildAuditLog(
  db: Firestore,
  admin: SeedAccount,
  history: {
    listings: readonly SeededListing[];
    submissions: readonly SeededSubmission[];
    reports: readonly SeededReport[];
    claims: readonly SeedDoc[];
    now: Date;
  },
): SeedDoc[] {
  const { listings, submissions, reports, claims, now } = history;
  const entries: Entry[] = [];
  // The five newest admin-made listings (older ones predate the audit log).
  for (const l of listings.filter((x) => !x.item.submittedBy).slice(-5)) {
    const after = summary({ ...l.data, is_featured: l.editedAt ? false : l.item.is_featured });
    const target = `swag_listings/${l.ref.id}`;
    entries.push({ action: 'listing.create', target, before: null, after, at: l.createdAt });
  }
  for (const l of listings.filter((x) => x.editedAt)) {
    entries.push({
      action: 'listing.update',
      target: `swag_listings/${l.ref.id}`,
      before: { title: l.item.title, is_featured: false },
      after: { title: l.item.title, is_featured: true },
      at: l.editedAt ?? l.createdAt,
    });
  }
  for (const s of submissions) {
    if (!s.reviewedAt || s.status === 'pending') continue;
    const listing = listings.find((l) => l.ref.id === s.ref.id);
    entries.push({
      action: s.status === 'approved' ? 'submission.approve' : 'submission.reject',
      target: `submissions/${s.ref.id}`,
      before: { status: 'pending' },
      after:
        s.status === 'approved' && listing
          ? { status: 'approved', listing_id: listing.ref.id, ...summary(listing.data) }
          : { status: 'rejected', title: s.title, brand_name: s.brandName },
      at: s.reviewedAt,
    });
  }
  for (const r of reports) {
    if (!r.updatedAt) continue;
    entries.push({
      action: 'report.status',
      target: `listing_reports/${r.ref.id}`,
      before: { status: 'pending' },
      after: { status: r.status, listing_title: r.listingTitle },
      at: r.updatedAt,
    });
  }
  // A moderator exported one brand's claims yesterday; rows = what existed then.
  const exportedAt = new Date(now.getTime() - 26 * 60 * 60 * 1000);
  const term = claimSearchTerm('Loop & Lantern');
  const rows = claims.filter(
    ({ data }) =>
      (data.search_keywords as string[]).includes(term) &&
      (data.created_at as Timestamp).toDate() <= exportedAt,
  ).length;
  entries.push({
    action: 'claims.export',
    target: 'claims',
    before: null,
    after: { search: term, rows },
    at: exportedAt,
  });
  return entries.map((e) => ({
    ref: db.collection('audit_log').doc(),
    data: {
      actor_uid: admin.uid,
      actor_email: admin.email,
      action: e.action,
      target: e.target,
      before: e.before,
      after: e.after,
      created_at: Timestamp.fromDate(e.at),
    },
  }));
}
