import { formatUsd } from '@swagdrop/model';
import { MAIL_BRAND_COPY } from '../../copy/brand';
import { MailButton, MailLayout, styles, Text } from '../layout';
import type { MailTemplates } from '../types';
import { dashboardUrl, Fact } from './parts';

const RETURNED = MAIL_BRAND_COPY.paymentReturned;

/** Money that went back (a refund or a dispute in Stripe); leads to the payment history. */
export const paymentTemplates: Pick<MailTemplates, 'payment_returned'> = {
  payment_returned: {
    subject: (data) => RETURNED.subject[data.kind](data.what),
    Body: ({ data, sites }) => (
      <MailLayout preview={RETURNED.heading[data.kind]} heading={RETURNED.heading[data.kind]}>
        <Text style={styles.paragraph}>
          {RETURNED.intro[data.kind](data.what, formatUsd(data.amount_cents))}
        </Text>
        <Fact label={RETURNED.amountLabel} value={formatUsd(data.amount_cents)} />
        {data.plan_canceled ? <Text style={styles.paragraph}>{RETURNED.planCanceled}</Text> : null}
        {data.listing_ended ? <Text style={styles.paragraph}>{RETURNED.listingEnded}</Text> : null}
        <MailButton href={dashboardUrl(sites)}>{RETURNED.action}</MailButton>
      </MailLayout>
    ),
  },
};
