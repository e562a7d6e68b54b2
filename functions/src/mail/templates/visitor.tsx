import type { MailTemplates } from './types';
import { claimConfirmation } from './visitor/claim-confirmation';
import { newsletterConfirm } from './visitor/newsletter-confirm';
import { weeklyDigest } from './visitor/weekly-digest';

type VisitorIds = 'claim_confirmation' | 'newsletter_confirm' | 'weekly_digest';

/**
 * The visitor emails (README "Visitor emails"); their texts are in ../copy/visitor.ts.
 */
export const visitorTemplates: Pick<MailTemplates, VisitorIds> = {
  claim_confirmation: claimConfirmation,
  newsletter_confirm: newsletterConfirm,
  weekly_digest: weeklyDigest,
};
