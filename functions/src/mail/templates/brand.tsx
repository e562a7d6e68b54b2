import { listingTemplates } from './brand/listings';
import { paymentTemplates } from './brand/payments';
import { planTemplates } from './brand/plans';
import { stockTemplates } from './brand/stock';
import { submissionTemplates } from './brand/submission';
import type { MailTemplates } from './types';

type BrandIds =
  | 'submission_receipt'
  | 'submission_approved'
  | 'submission_rejected'
  | 'plan_started'
  | 'plan_renewed'
  | 'plan_payment_failed'
  | 'plan_ending'
  | 'listing_expiring'
  | 'listing_expired'
  | 'payment_returned'
  | 'listing_low_stock'
  | 'listing_all_claimed';

/** The brand emails (copy in functions/src/mail/copy/brand.ts); README "Brand emails". */
export const brandTemplates: Pick<MailTemplates, BrandIds> = {
  ...submissionTemplates,
  ...planTemplates,
  ...listingTemplates,
  ...paymentTemplates,
  ...stockTemplates,
};
