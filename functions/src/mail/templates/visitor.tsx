import type { MailTemplates } from './types';
import { MailLayout, Text } from './layout';

type VisitorIds = 'claim_confirmation' | 'newsletter_confirm' | 'weekly_digest';

// Interim bodies: the visitor family's templates replace these (copy in shared-ui mail-copy/visitor.ts).
const interim = (subject: string) => ({
  subject: () => subject,
  Body: () => (
    <MailLayout preview={subject} heading={subject}>
      <Text>{subject}</Text>
    </MailLayout>
  ),
});

export const visitorTemplates: Pick<MailTemplates, VisitorIds> = {
  claim_confirmation: interim('Your claim'),
  newsletter_confirm: interim('Confirm your subscription'),
  weekly_digest: interim('New swag drops'),
};
