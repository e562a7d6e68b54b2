/**
 * Every storefront query key, in one place so a mutation in one feature can invalidate what
 * it changes in another without importing that feature. A signed-in brand's own data sits
 * under `account` (dropped at sign-out).
 */
export const queryKeys = {
  directories: ['directory'] as const,
  directory: (version: number | 'current') => ['directory', version] as const,
  directoryMeta: ['directory-meta'] as const,
  listing: (slug: string) => ['listing', slug] as const,
  listings: ['listing'] as const,
  /** What is left of a limited listing, kept live by its shards' listener. */
  stockLeft: (listingId: string) => ['stock', listingId] as const,
  planCatalogue: ['plan-catalogue'] as const,
  account: ['account'] as const,
  mySubmissions: (uid: string) => ['account', 'submissions', uid] as const,
  allMySubmissions: ['account', 'submissions'] as const,
  myListings: (uid: string) => ['account', 'listings', uid] as const,
  myPayments: (uid: string) => ['account', 'payments', uid] as const,
  subscriptionView: (uid: string) => ['account', 'plan', uid] as const,
  /** What people near the brand's places searched for without a result (brandSearchDemand). */
  brandSearchDemand: (uid: string) => ['account', 'search-demand', uid] as const,
  /** Single-use links, applied once per code and page load (the answer is kept). */
  emailVerification: (code: string) => ['email-link', 'verify', code] as const,
};
