import { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  anonymousReportInputSchema,
  normalizeEmail,
  type CallableParsed,
} from '@swagdrop/model';
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
 * The reporter's identity is decided here: a signed-in visitor is recorded by uid only (any
 * email sent is ignored, not validated), an anonymous one must give an email.
 */
function parseReport(
  request: CallableRequest<unknown>,
): CallableParsed<typeof CALLABLES.submitReport> {
  if (!request.auth) return parseOrThrow(anonymousReportInputSchema, request.data);
  const data = isRecord(request.data)
    ? { ...request.data, reporter_email: undefined }
    : request.data;
  return parseOrThrow(CALLABLES.submitReport.request, data);
}

/** 'Mark as Gone' report from a listing page; the reporter is read by parseReport. */
export const submitReport = publicCallable(
  CALLABLES.submitReport,
  async (input, request) => {
    const uid = request.auth?.uid ?? null;
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
  },
  parseReport,
);
