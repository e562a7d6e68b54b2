import { logger } from 'firebase-functions/v2';

export function logStockMissing(listingId: string): void {
  logger.error('stock: listing has a quantity but no stock documents; claim refused', {
    listingId,
  });
}

export function logAllClaimed(listingId: string, quantity: number): void {
  logger.info('stock: all claimed', { listingId, quantity });
}

export function logLowStockMailQueued(listingId: string, left: number, quantity: number): void {
  logger.info('stock: low-stock mail queued', { listingId, left, quantity });
}

export function logStockFollowUpFailed(listingId: string, error: unknown): void {
  logger.error('stock: follow-up after a claim failed (the next claim retries it)', {
    listingId,
    error: error instanceof Error ? error.message : String(error),
  });
}

export function logStockAdded(listingId: string, uid: string, amount: number, left: number): void {
  logger.info('stock: added', { listingId, uid, amount, left });
}

export function logListingClosedByOwner(listingId: string, uid: string): void {
  logger.info('stock: listing closed by its owner', { listingId, uid });
}

export function logListingsAttached(uid: string, listingIds: string[]): void {
  if (listingIds.length > 0)
    logger.info('brands: listings attached to account', { uid, listingIds });
}
