/**
 * What the stock screens add to the stock rules (stock.ts): the dashboard's and the
 * all-claimed page's texts.
 */

export const STOCK_SCREEN_COPY = {
  similarHeading: 'Similar swag',
  noLimit: 'No limit',
  claimedOfQuantity: (claimed: number, quantity: number) =>
    `${claimed.toLocaleString('en-US')} / ${quantity.toLocaleString('en-US')} claimed`,
  claimedUnlimited: (claimed: number) => `${claimed.toLocaleString('en-US')} claimed · no limit`,
  addStockAmountHelp: 'Added to what is left',
  addingStock: 'Adding...',
  stockAdded: (left: number) => `Stock added: ${left.toLocaleString('en-US')} left`,
  addStockFailed: 'Failed to add stock',
  closeListingConfirmTitle: (title: string) => `Close ${title}?`,
  closeListingConfirmText:
    'The listing ends now and leaves the directory. Only a moderator can reopen it.',
  closingListing: 'Closing...',
  listingClosed: 'Listing closed',
  closeListingFailed: 'Failed to close listing',
} as const;
