import { MAIL_VISITOR_COPY as COPY } from '../../copy/visitor';
import type { MailTemplate } from '../types';
import { Link, MailButton, MailLayout, Text, styles } from '../layout';

/**
 * After a claim: the brand's claim page (the way back when its tab or popup was blocked) and the
 * offer on SwagDrop. Without a safe claim URL the offer's page is the only way on. Anyone can
 * send a claim for any address, so the mail holds only our words and the listing's (no name).
 */
export const claimConfirmation: MailTemplate<'claim_confirmation'> = {
  subject: (data) => COPY.claimSubject(data.listing_title),
  Body: ({ data, sites }) => {
    const listingUrl = `${sites.storefrontUrl}/swag/${encodeURIComponent(data.listing_slug)}`;
    return (
      <MailLayout preview={COPY.claimPreview(data.brand_name)} heading={COPY.claimHeading}>
        <Text style={styles.paragraph}>{COPY.claimGreeting}</Text>
        <Text style={styles.paragraph}>{COPY.claimLead(data.listing_title, data.brand_name)}</Text>
        {data.claim_url ? (
          <>
            <MailButton href={data.claim_url}>{COPY.claimButton(data.brand_name)}</MailButton>
            <Text style={styles.paragraph}>
              {COPY.claimListingLead} <Link href={listingUrl}>{COPY.claimViewListing}</Link>
            </Text>
          </>
        ) : (
          <>
            <Text style={styles.paragraph}>{COPY.claimNoBrandLink}</Text>
            <MailButton href={listingUrl}>{COPY.claimViewListing}</MailButton>
          </>
        )}
      </MailLayout>
    );
  },
};
