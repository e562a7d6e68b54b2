import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { STOCK_COPY } from '@swagdrop/model';
import type { AdminActor } from '../admin/guard';

/** The signed-in brand account calling (audited as the actor); anonymous visitors are refused. */
export function requireBrandActor(request: CallableRequest<unknown>): AdminActor {
  const auth = request.auth;
  if (!auth || auth.token.firebase.sign_in_provider === 'anonymous') {
    throw new HttpsError('unauthenticated', 'Please log in to continue');
  }
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : null };
}

/**
 * The listing, when it exists and belongs to the caller. Another brand's listing answers like a
 * missing one would not: the brand is told plainly it can only change its own.
 */
export function requireOwnListing(
  listing: DocumentSnapshot<DocumentData>,
  actor: AdminActor,
): DocumentSnapshot<DocumentData> {
  if (!listing.exists) throw new HttpsError('not-found', 'This listing no longer exists.');
  if (listing.get('owner_uid') !== actor.uid) {
    throw new HttpsError('permission-denied', STOCK_COPY.errors.notYours);
  }
  return listing;
}
