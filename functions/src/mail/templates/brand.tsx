import type { MailTemplates } from './types';
import { MailLayout, Text } from './layout';

type BrandIds =
  | 'submission_receipt'
  | 'submission_approved'
  | 'submission_rejected'
  | 'plan_started'
  | 'plan_renewed'
  | 'plan_payment_failed'
  | 'plan_ending'
  | 'listing_expiring'
  | 'listing_expired';

// Interim bodies: the brand family's templates replace these (copy in shared-ui mail-copy/brand.ts).
const interim = (subject: string) => ({
  subject: () => subject,
  Body: () => (
    <MailLayout preview={subject} heading={subject}>
      <Text>{subject}</Text>
    </MailLayout>
  ),
});

export const brandTemplates: Pick<MailTemplates, BrandIds> = {
  submission_receipt: interim('Submission received'),
  submission_approved: interim('Submission approved'),
  submission_rejected: interim('Submission rejected'),
  plan_started: interim('Plan started'),
  plan_renewed: interim('Plan renewed'),
  plan_payment_failed: interim('Plan payment failed'),
  plan_ending: interim('Plan ending'),
  listing_expiring: interim('Listing expiring'),
  listing_expired: interim('Listing expired'),
};
