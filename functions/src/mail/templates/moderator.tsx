import type { MailTemplates } from './types';
import { MailLayout, Text } from './layout';

// Interim body: the moderator family's template replaces it (copy in shared-ui mail-copy/moderator.ts).
export const moderatorTemplates: Pick<MailTemplates, 'moderator_digest'> = {
  moderator_digest: {
    subject: () => 'Moderation digest',
    Body: () => (
      <MailLayout preview="Moderation digest" heading="Moderation digest">
        <Text>Moderation digest</Text>
      </MailLayout>
    ),
  },
};
