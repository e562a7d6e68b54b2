import { normalizeEmail } from './text';

/** Providers whose mailboxes ignore dots in the local part (Gmail's two domains). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** How many listings one mailbox may claim in a rolling day (docs/product-rules.md#claims). */
export const DAILY_CLAIM_CAP = 10;
export const DAILY_CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Machine-readable reason in the claim callable's `resource-exhausted` details at the cap. */
export const DAILY_CLAIM_CAP_REASON = 'daily-claim-cap';

/**
 * The mailbox an address delivers to, for the one-claim rule and the newsletter duplicate rule:
 * trimmed, lower-case, without a `+tag`, and without dots in the local part for Gmail. Only used
 * to compare; what the visitor typed is what is stored and shown. A local part that is nothing
 * but a tag keeps its text, so it never collapses into the bare domain.
 */
export function canonicalMailbox(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return normalized;
  let local = normalized.slice(0, at);
  let domain = normalized.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    const undotted = local.replace(/\./g, '');
    if (undotted) local = undotted;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
