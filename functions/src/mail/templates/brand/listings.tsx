import { MAIL_BRAND_COPY } from '../../copy/brand';
import { Link, MailButton, MailLayout, styles, Text } from '../layout';
import type { MailTemplates } from '../types';
import { dashboardUrl, day } from './parts';

const EXPIRING = MAIL_BRAND_COPY.listingExpiring;
const EXPIRED = MAIL_BRAND_COPY.listingExpired;

/** A listing's end, a week ahead and when it passes; renewing happens on the dashboard. */
export const listingTemplates: Pick<MailTemplates, 'listing_expiring' | 'listing_expired'> = {
  listing_expiring: {
    subject: (data) => EXPIRING.subject(data.listing_title, day(data.expires_at)),
    Body: ({ data, sites }) => (
      <MailLayout preview={EXPIRING.heading} heading={EXPIRING.heading}>
        <Text style={styles.paragraph}>
          {EXPIRING.intro(data.listing_title, day(data.expires_at))}{' '}
          <Link href={`${sites.storefrontUrl}/swag/${encodeURIComponent(data.listing_slug)}`}>
            {EXPIRING.listingLink}
          </Link>
        </Text>
        <Text style={styles.paragraph}>{EXPIRING.howToRenew}</Text>
        <MailButton href={dashboardUrl(sites)}>{EXPIRING.action}</MailButton>
      </MailLayout>
    ),
  },
  listing_expired: {
    subject: (data) => EXPIRED.subject(data.listing_title),
    Body: ({ data, sites }) => (
      <MailLayout preview={EXPIRED.heading} heading={EXPIRED.heading}>
        <Text style={styles.paragraph}>
          {EXPIRED.intro(data.listing_title, day(data.expired_at))}
        </Text>
        <Text style={styles.paragraph}>{EXPIRED.howToRenew}</Text>
        <MailButton href={dashboardUrl(sites)}>{EXPIRED.action}</MailButton>
      </MailLayout>
    ),
  },
};
