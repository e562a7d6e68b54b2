/**
 * Every server-state key of the console, one entry per resource (app/query-client.ts). A
 * resource's `all` prefix is what a mutation invalidates when it changes that resource.
 */
export const queryKeys = {
  dashboard: {
    /** The figures the dashboard's change watch refreshes. */
    all: ['dashboard'] as const,
    counts: ['dashboard', 'counts'] as const,
    revenue: ['dashboard', 'revenue'] as const,
    recentClaims: ['dashboard', 'recent-claims'] as const,
  },
  /** The roll-up of searches without results (rewritten every 15 minutes by a schedule). */
  searchDemand: ['search-demand'] as const,
  /** Refetched when the claim total moves, not on every dashboard change. */
  claimsPerDay: (totalClaims: number | undefined) => ['claims-per-day', totalClaims] as const,
  claims: {
    all: ['claims'] as const,
    page: (term: string, pageSize: number, page: number) =>
      ['claims', 'page', term, pageSize, page] as const,
    count: (term: string) => ['claims', 'count', term] as const,
  },
  submissions: {
    all: ['submissions'] as const,
    list: (filter: string) => ['submissions', filter] as const,
  },
  reports: { all: ['reports'] as const },
  listings: {
    all: ['listings'] as const,
    /** One listing's stock (quantity and what is left), live while its row is shown. */
    stock: (listingId: string) => ['listings', 'stock', listingId] as const,
  },
  mail: {
    all: ['mail'] as const,
    list: (filter: string) => ['mail', filter] as const,
  },
  audit: { all: ['audit'] as const },
};
