import { FieldValue } from 'firebase-admin/firestore';
import {
  DECOY_FIELD,
  claimInputSchema,
  claimSearchKeywords,
  isSafeHttpUrl,
  normalizeEmail,
  type SubmitClaimResult,
} from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle, hashKey } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';
import { listingText, requireLiveListing } from './listing-lookup';

const ALREADY_EXISTS = 6; // gRPC status code Firestore uses when create() finds a document

/**
 * Claim (spec §2 claim modal, §4, decisions.md). The answer carries only the claim URL stored
 * on the listing, so a claim can never redirect to an address taken from input. One visitor
 * email claims one listing once: the document id is derived from both, and create() makes a
 * repeat (or a parallel double click) a no-op that still answers like the first claim.
 */
export const submitClaim = publicCallable(async (request): Promise<SubmitClaimResult> => {
  const input = parseOrThrow(claimInputSchema, request.data);
  const email = normalizeEmail(input.email);
  // Throttled before the decoy check so bots are slowed down like everyone else.
  await enforceThrottle('claim', { ip: requestIp(request.rawRequest), email });

  const listing = await requireLiveListing(input.listing_id);
  const stored = listingText(listing, 'external_claim_url');
  const answer: SubmitClaimResult = {
    claim_url: stored !== null && isSafeHttpUrl(stored) ? stored : null,
  };

  // Honeypot filled: store nothing and answer exactly like a success (decisions.md).
  if (input[DECOY_FIELD]) return answer;

  const listingTitle = listingText(listing, 'title');
  const brandName = listingText(listing, 'brand_name');
  const claim = {
    first_name: input.first_name,
    email,
    listing_id: listing.id,
    agreed_to_terms: true as const,
    created_at: FieldValue.serverTimestamp(),
    listing_title: listingTitle,
    brand_name: brandName,
    search_keywords: claimSearchKeywords({
      first_name: input.first_name,
      email,
      listing_id: listing.id,
      listing_title: listingTitle,
      brand_name: brandName,
    }),
  };
  try {
    await db
      .collection('claims')
      .doc(hashKey(`${listing.id}:${email}`))
      .create(claim);
  } catch (error) {
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
  return answer;
});
