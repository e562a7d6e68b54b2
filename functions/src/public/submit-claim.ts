import { FieldValue } from 'firebase-admin/firestore';
import {
  CALLABLES,
  DECOY_FIELD,
  claimSearchKeywords,
  isListingAllClaimed,
  isSafeHttpUrl,
  normalizeEmail,
  storedQuantity,
  type SubmitClaimResult,
} from '@swagdrop/model';
import { mailKey, type MailRequest } from '../mail/data';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { prepareMail } from '../mail/outbox';
import { checkClaimCap } from './claim-cap';
import { claimRef, hasClaimed } from './claim-keys';
import { listingText, requireLiveListing } from './listing-lookup';
import { takeClaimUnit } from '../stock/claim-unit';
import { afterUnitTaken, markAllClaimed } from '../stock/after-claim';
import { isClaimedOut } from '../stock/claimed-out';
import { logStockFollowUpFailed } from '../stock/log';

/**
 * Claim (docs/product-rules.md#claims). The answer carries only the claim URL stored
 * on the listing, so a claim can never redirect to an address taken from input. One mailbox
 * claims one listing once: the document id is derived from both (claim-keys.ts), and the
 * transaction makes a repeat under any spelling (or a parallel double click) a no-op that still
 * answers like the first claim. The daily cap (claim-cap.ts) is checked and counted in the same
 * transaction. The claim confirmation mail (the way back to the brand's page when its tab was
 * blocked; only our words, never the typed name) is queued there too, so a repeat queues nothing.
 *
 * A listing with a quantity: the same transaction takes one unit from a stock shard
 * (stock/claim-unit.ts), so no number of concurrent claims stores more claims than there are
 * units; when none is left it stores nothing and answers claimed-out. The listing document is
 * only read, never written: a claim never rebuilds the directory.
 */
export const submitClaim = publicCallable(CALLABLES.submitClaim, async (input, request) => {
  const email = normalizeEmail(input.email);
  // Throttled before the decoy check so bots are slowed down like everyone else. Per IP only:
  // the mailbox's own limit is the daily claim cap (claim-cap.ts).
  await enforceThrottle('claim', { ip: requestIp(request.rawRequest) });

  const listing = await requireLiveListing(input.listing_id);
  const stored = listingText(listing, 'external_claim_url');
  const answer: SubmitClaimResult = {
    claim_url: stored !== null && isSafeHttpUrl(stored) ? stored : null,
  };

  // Honeypot filled: store nothing and answer exactly like a success
  // (docs/product-rules.md#claims).
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
  const ref = claimRef(listing.id, email);
  const slug = listingText(listing, 'slug');
  const mail: MailRequest<'claim_confirmation'> | null =
    listingTitle && brandName && slug
      ? {
          key: mailKey('claim_confirmation', ref.id),
          to: email,
          template: 'claim_confirmation',
          data: {
            listing_title: listingTitle,
            brand_name: brandName,
            listing_slug: slug,
            claim_url: answer.claim_url,
          },
        }
      : null;
  const limited = storedQuantity(listing.get('quantity')) !== null;
  const soldOut = limited && isListingAllClaimed(listing.data() ?? {});
  try {
    const taken = await db.runTransaction(
      async (tx) => {
        // A repeat under any spelling of the mailbox answers as before, whatever is left
        // (nobody learns who has claimed): nothing written, no unit taken.
        if (await hasClaimed(tx, listing.id, email)) return null;
        const cap = await checkClaimCap(tx, email);
        const queueMail = mail ? await prepareMail(tx, mail) : null;
        const unit = limited ? await takeClaimUnit(tx, listing.id, soldOut) : null;
        tx.create(ref, claim);
        cap.record();
        queueMail?.();
        return unit;
      },
      // A hot drop's claims meet on few shards: more retries before a claim gives up.
      { maxAttempts: 25 },
    );
    if (taken) await afterUnitTaken(listing.id, taken.root, taken.shardLeft);
  } catch (error) {
    // Heals a sell-out whose follow-up was lost: the flag takes the listing out of the lists.
    if (isClaimedOut(error) && !soldOut) {
      await markAllClaimed(listing.id).catch((e: unknown) => logStockFollowUpFailed(listing.id, e));
    }
    throw error;
  }
  return answer;
});
