import { MAIL_VISITOR_COPY as COPY } from '../../copy/visitor';
import type { MailTemplate } from '../types';
import { Link, MailButton, MailLayout, Section, Text, styles } from '../layout';

/** The newsletter's weekly mail: one card per new listing, a link to /swag, one-click unsubscribe. */
export const weeklyDigest: MailTemplate<'weekly_digest'> = {
  subject: (data) => COPY.digestSubject(data.listings.length),
  unsubscribePath: (data) =>
    `/newsletter/unsubscribe?token=${encodeURIComponent(data.unsubscribe_token)}`,
  Body: ({ data, sites, unsubscribeUrl }) => (
    <MailLayout
      preview={COPY.digestPreview}
      heading={COPY.digestHeading}
      unsubscribeUrl={unsubscribeUrl}
    >
      <Text style={styles.paragraph}>{COPY.digestLead}</Text>
      {data.listings.map((listing) => (
        <Section
          key={listing.slug}
          style={{
            border: '1px solid #e5e7eb',
            borderRadius: '6px',
            padding: '12px 16px',
            margin: '8px 0',
          }}
        >
          <Text style={{ ...styles.fact, fontWeight: 700 }}>
            <Link href={`${sites.storefrontUrl}/swag/${encodeURIComponent(listing.slug)}`}>
              {listing.title}
            </Link>
          </Text>
          <Text style={styles.muted}>{COPY.digestFrom(listing.brand_name)}</Text>
        </Section>
      ))}
      <MailButton href={`${sites.storefrontUrl}/swag`}>{COPY.digestBrowseAll}</MailButton>
    </MailLayout>
  ),
};
