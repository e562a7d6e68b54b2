import { formatUsd } from '@swagdrop/model';
import { MAIL_BRAND_COPY } from '../../copy/brand';
import { MailButton, MailLayout, styles, Text } from '../layout';
import type { MailTemplates } from '../types';
import { dashboardUrl, day, Fact } from './parts';

const RECEIPT = MAIL_BRAND_COPY.receipt;
const APPROVED = MAIL_BRAND_COPY.approved;
const REJECTED = MAIL_BRAND_COPY.rejected;

type SubmissionIds = 'submission_receipt' | 'submission_approved' | 'submission_rejected';

/** The mails about one submission: its receipt, then the moderator's decision. */
export const submissionTemplates: Pick<MailTemplates, SubmissionIds> = {
  submission_receipt: {
    subject: (data) => RECEIPT.subject(data.submission_title),
    Body: ({ data, sites }) => (
      <MailLayout preview={RECEIPT.heading} heading={RECEIPT.heading} climate>
        <Text style={styles.paragraph}>{RECEIPT.intro(data.brand_name)}</Text>
        <Text style={{ ...styles.paragraph, fontWeight: 700 }}>{RECEIPT.factsHeading}</Text>
        <Fact label={RECEIPT.submissionLabel} value={data.submission_title} />
        <Fact label={RECEIPT.amountLabel} value={formatUsd(data.amount_cents)} />
        <Fact label={RECEIPT.dateLabel} value={day(data.paid_at)} />
        {/* An account's submissions and their status are on its dashboard; an anonymous
            submission has no dashboard, so it leads to the directory. */}
        {data.has_account ? (
          <MailButton href={dashboardUrl(sites)}>{RECEIPT.dashboardAction}</MailButton>
        ) : (
          <MailButton href={`${sites.storefrontUrl}/swag`}>{RECEIPT.browseAction}</MailButton>
        )}
      </MailLayout>
    ),
  },
  submission_approved: {
    subject: (data) => APPROVED.subject(data.submission_title),
    Body: ({ data, sites }) => (
      <MailLayout preview={APPROVED.heading} heading={APPROVED.heading}>
        <Text style={styles.paragraph}>{APPROVED.intro(data.submission_title)}</Text>
        <MailButton href={`${sites.storefrontUrl}/swag/${encodeURIComponent(data.listing_slug)}`}>
          {APPROVED.action}
        </MailButton>
      </MailLayout>
    ),
  },
  submission_rejected: {
    subject: (data) => REJECTED.subject(data.submission_title),
    Body: ({ data, sites }) => (
      <MailLayout preview={REJECTED.heading} heading={REJECTED.heading}>
        <Text style={styles.paragraph}>{REJECTED.intro(data.submission_title)}</Text>
        {data.reason ? (
          <>
            <Text style={{ ...styles.paragraph, fontWeight: 700 }}>{REJECTED.reasonLabel}</Text>
            <Text style={{ ...styles.paragraph, whiteSpace: 'pre-line' }}>{data.reason}</Text>
          </>
        ) : (
          <Text style={styles.paragraph}>{REJECTED.noReason}</Text>
        )}
        {data.refund ? (
          <Text style={styles.paragraph}>
            {REJECTED.refundLine(formatUsd(data.refund.amount_cents))}
          </Text>
        ) : null}
        <Text style={styles.paragraph}>{REJECTED.outro}</Text>
        <MailButton href={`${sites.storefrontUrl}/submit`}>{REJECTED.action}</MailButton>
      </MailLayout>
    ),
  },
};
