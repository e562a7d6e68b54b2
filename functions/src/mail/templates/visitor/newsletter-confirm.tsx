import { MAIL_VISITOR_COPY as COPY } from '../../copy/visitor';
import type { MailTemplate } from '../types';
import { MailButton, MailLayout, Text, styles } from '../layout';

/** Double opt-in: the link opens the storefront's /newsletter/confirm page with the token. */
export const newsletterConfirm: MailTemplate<'newsletter_confirm'> = {
  subject: () => COPY.confirmSubject,
  Body: ({ data, sites }) => {
    const confirmUrl = `${sites.storefrontUrl}/newsletter/confirm?token=${encodeURIComponent(data.confirm_token)}`;
    return (
      <MailLayout preview={COPY.confirmPreview} heading={COPY.confirmHeading}>
        <Text style={styles.paragraph}>{COPY.confirmLead}</Text>
        <MailButton href={confirmUrl}>{COPY.confirmButton}</MailButton>
        <Text style={styles.muted}>{COPY.confirmIgnore}</Text>
      </MailLayout>
    );
  },
};
