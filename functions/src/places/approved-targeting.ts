import { placeFromStored, placeLabel, type PlaceTargeting } from '@swagdrop/model';
import { targetPlace } from './target-place';

/**
 * The target a listing approved from a submission gets: the place the server stored with the
 * submission; a submission stored before places (or naming no place then) is looked up again,
 * so an old 'austin tx' is published as 'Austin, TX'.
 */
export function approvedTargeting(
  submission: Record<string, unknown>,
  listing: { target_scope: string; target_location: string | null },
): PlaceTargeting {
  const stored = placeFromStored(submission.target_place);
  if (listing.target_scope === 'local' && stored) {
    return { target_location: placeLabel(stored), target_place: stored };
  }
  return targetPlace(listing.target_scope, listing.target_location);
}
