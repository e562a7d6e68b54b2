import { MAIL_MODERATOR_COPY, formatUsd } from '@swagdrop/model';
import type { MailTemplates, MailTemplateProps } from './types';
import { MailButton, MailLayout, Section, Text, styles } from './layout';

const COPY = MAIL_MODERATOR_COPY.digest;

/** One section of the digest: its total, the listed items (or "Nothing waiting") and a link. */
function DigestSection({
  heading,
  lines,
  total,
  href,
  action,
}: {
  heading: string;
  lines: string[];
  total: number;
  href: string;
  action: string;
}) {
  const more = total - lines.length;
  return (
    <Section>
      <Text style={{ ...styles.paragraph, fontWeight: 700 }}>{heading}</Text>
      {lines.length === 0 ? <Text style={styles.fact}>{COPY.noneWaiting}</Text> : null}
      {lines.map((line, index) => (
        <Text key={index} style={styles.fact}>
          • {line}
        </Text>
      ))}
      {more > 0 ? <Text style={styles.muted}>{COPY.moreNotShown(more)}</Text> : null}
      {total > 0 ? <MailButton href={href}>{action}</MailButton> : null}
    </Section>
  );
}

function ModeratorDigest({ data, sites }: MailTemplateProps<'moderator_digest'>) {
  const subject = COPY.subject(data.pending_submissions_total, data.pending_reports_total);
  return (
    <MailLayout preview={subject} heading={COPY.heading}>
      <Text style={styles.paragraph}>{COPY.intro}</Text>
      <DigestSection
        heading={COPY.submissionsHeading(data.pending_submissions_total)}
        lines={data.pending_submissions.map((s) => COPY.submissionLine(s.title, s.brand_name))}
        total={data.pending_submissions_total}
        href={`${sites.adminUrl}/admin/submissions`}
        action={COPY.reviewSubmissions}
      />
      <DigestSection
        heading={COPY.reportsHeading(data.pending_reports_total)}
        lines={data.pending_reports.map((r) => COPY.reportLine(r.listing_title, r.reason))}
        total={data.pending_reports_total}
        href={`${sites.adminUrl}/admin/reports`}
        action={COPY.reviewReports}
      />
      {data.open_disputes.length > 0 ? (
        <DigestSection
          heading={COPY.disputesHeading(data.open_disputes.length)}
          lines={data.open_disputes.map((d) => COPY.disputeLine(d.what, formatUsd(d.amount_cents)))}
          total={data.open_disputes.length}
          href={`${sites.adminUrl}/admin`}
          action={COPY.openConsole}
        />
      ) : null}
      <Text style={styles.muted}>{COPY.why}</Text>
    </MailLayout>
  );
}

/** The daily digest of paid submissions and reports waiting for a moderator. */
export const moderatorTemplates: Pick<MailTemplates, 'moderator_digest'> = {
  moderator_digest: {
    subject: (data) => COPY.subject(data.pending_submissions_total, data.pending_reports_total),
    Body: ModeratorDigest,
  },
};
