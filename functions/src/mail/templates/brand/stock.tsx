import { MAIL_BRAND_COPY } from '../../copy/brand';
import { Link, MailButton, MailLayout, styles, Text } from '../layout';
import type { MailSites, MailTemplates } from '../types';
import { dashboardUrl } from './parts';

const LOW = MAIL_BRAND_COPY.listingLowStock;
const ALL = MAIL_BRAND_COPY.listingAllClaimed;

const listingUrl = (sites: MailSites, slug: string) =>
  `${sites.storefrontUrl}/swag/${encodeURIComponent(slug)}`;

/** A listing's stock running low and running out; adding stock happens on the dashboard. */
export const stockTemplates: Pick<MailTemplates, 'listing_low_stock' | 'listing_all_claimed'> = {
  listing_low_stock: {
    subject: (data) => LOW.subject(data.listing_title, data.left),
    Body: ({ data, sites }) => (
      <MailLayout preview={LOW.heading} heading={LOW.heading}>
        <Text style={styles.paragraph}>
          {LOW.intro(data.listing_title, data.left, data.quantity)}{' '}
          <Link href={listingUrl(sites, data.listing_slug)}>{LOW.listingLink}</Link>
        </Text>
        <Text style={styles.paragraph}>{LOW.howToAdd}</Text>
        <MailButton href={dashboardUrl(sites)}>{LOW.action}</MailButton>
      </MailLayout>
    ),
  },
  listing_all_claimed: {
    subject: (data) => ALL.subject(data.listing_title),
    Body: ({ data, sites }) => (
      <MailLayout preview={ALL.heading} heading={ALL.heading}>
        <Text style={styles.paragraph}>
          {ALL.intro(data.listing_title, data.quantity)}{' '}
          <Link href={listingUrl(sites, data.listing_slug)}>{ALL.listingLink}</Link>
        </Text>
        <Text style={styles.paragraph}>{ALL.howToAdd}</Text>
        <MailButton href={dashboardUrl(sites)}>{ALL.action}</MailButton>
      </MailLayout>
    ),
  },
};
