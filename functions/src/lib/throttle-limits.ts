/**
 * Throttles of the public writes and checkouts, per visitor IP and per email or user, enforced by
 * the functions (README: Throttling).
 */
export const THROTTLE_LIMITS = {
  claim: { max: 10, windowSeconds: 600 },
  report: { max: 5, windowSeconds: 600 },
  waitlist: { max: 5, windowSeconds: 600 },
  newsletterConfirm: { max: 30, windowSeconds: 600 },
  // Looser: one mail provider's servers send the one-click POSTs of all its users.
  newsletterUnsubscribe: { max: 30, windowSeconds: 60 },
  submission: { max: 5, windowSeconds: 3600 },
  checkout: { max: 20, windowSeconds: 600 },
  subscriptionCheckout: { max: 20, windowSeconds: 600 },
  // Sized for searches: a visitor refining a search sends one per settled search without
  // results, far fewer than keystrokes; a script counting its own words runs out quickly.
  searchDemand: { max: 30, windowSeconds: 600 },
} as const;
export type ThrottledAction = keyof typeof THROTTLE_LIMITS;
