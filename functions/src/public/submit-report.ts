import { FieldValue } from 'firebase-admin/firestore';
import {
  anonymousReportInputSchema,
  normalizeEmail,
  reportInputSchema,
  type SubmitReportResult,
} from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';
import { listingText, requireListing } from './listing-lookup';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * 'Mark as Gone' report (docs/product-rules.md#reports). The reporter's identity is
 * decided here: a signed-in visitor is recorded by uid only (any email sent is ignored, not
 * validated), an anonymous one must give an email.
 */
export const submitReport = publicCallable(async (request): Promise<SubmitReportResult> => {
  const uid = request.auth?.uid ?? null;
  const data =
    uid !== null && isRecord(request.data)
      ? { ...request.data, reporter_email: undefined }
      : request.data;
  const input = uid
    ? parseOrThrow(reportInputSchema, data)
    : parseOrThrow(anonymousReportInputSchema, data);
  const reporterEmail = uid
    ? null
    : input.reporter_email
      ? normalizeEmail(input.reporter_email)
      : null;

  await enforceThrottle('report', {
    ip: requestIp(request.rawRequest),
    ...(uid ? { uid } : { email: reporterEmail }),
  });

  const listing = await requireListing(input.listing_id);
  await db.collection('listing_reports').add({
    listing_id: listing.id,
    reason: input.reason,
    message: input.message,
    reporter_email: reporterEmail,
    reporter_user_id: uid,
    status: 'pending',
    created_at: FieldValue.serverTimestamp(),
    listing_title: listingText(listing, 'title'),
    brand_name: listingText(listing, 'brand_name'),
    slug: listingText(listing, 'slug'),
  });
  return { status: 'received' };
});
