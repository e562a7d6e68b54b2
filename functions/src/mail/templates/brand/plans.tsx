import { formatUsd } from '@swagdrop/model';
import { MAIL_BRAND_COPY } from '../../copy/brand';
import { MailButton, MailLayout, styles, Text } from '../layout';
import type { MailTemplates } from '../types';
import { dashboardUrl, day, Fact } from './parts';

const STARTED = MAIL_BRAND_COPY.planStarted;
const RENEWED = MAIL_BRAND_COPY.planRenewed;
const FAILED = MAIL_BRAND_COPY.planPaymentFailed;
const ENDING = MAIL_BRAND_COPY.planEnding;

type PlanIds = 'plan_started' | 'plan_renewed' | 'plan_payment_failed' | 'plan_ending';

/** The plan's life as the Stripe webhook sees it; each leads to the dashboard's plan section. */
export const planTemplates: Pick<MailTemplates, PlanIds> = {
  plan_started: {
    subject: (data) => STARTED.subject(data.plan_name),
    Body: ({ data, sites }) => (
      <MailLayout preview={STARTED.heading} heading={STARTED.heading} climate>
        <Text style={styles.paragraph}>{STARTED.intro(data.plan_name)}</Text>
        <Fact label={STARTED.planLabel} value={data.plan_name} />
        <Fact label={STARTED.amountLabel} value={formatUsd(data.amount_cents)} />
        <Fact label={STARTED.periodEndLabel} value={day(data.period_end)} />
        <MailButton href={dashboardUrl(sites)}>{STARTED.action}</MailButton>
      </MailLayout>
    ),
  },
  plan_renewed: {
    subject: (data) => RENEWED.subject(data.plan_name),
    Body: ({ data, sites }) => (
      <MailLayout preview={RENEWED.heading} heading={RENEWED.heading} climate>
        <Text style={styles.paragraph}>{RENEWED.intro(data.plan_name)}</Text>
        <Fact label={RENEWED.planLabel} value={data.plan_name} />
        <Fact label={RENEWED.amountLabel} value={formatUsd(data.amount_cents)} />
        <Fact label={RENEWED.periodEndLabel} value={day(data.period_end)} />
        <MailButton href={dashboardUrl(sites)}>{RENEWED.action}</MailButton>
      </MailLayout>
    ),
  },
  plan_payment_failed: {
    subject: (data) => FAILED.subject(data.plan_name),
    Body: ({ data, sites }) => (
      <MailLayout preview={FAILED.heading} heading={FAILED.heading} climate>
        <Text style={styles.paragraph}>{FAILED.intro(data.plan_name)}</Text>
        <Fact label={FAILED.planLabel} value={data.plan_name} />
        <Fact label={FAILED.amountLabel} value={formatUsd(data.amount_cents)} />
        <Text style={styles.paragraph}>{FAILED.outro}</Text>
        <MailButton href={dashboardUrl(sites)}>{FAILED.action}</MailButton>
      </MailLayout>
    ),
  },
  plan_ending: {
    subject: (data) => ENDING.subject(data.plan_name, day(data.ends_at)),
    Body: ({ data, sites }) => {
      const heading = ENDING.heading(day(data.ends_at));
      return (
        <MailLayout preview={heading} heading={heading} climate>
          <Text style={styles.paragraph}>{ENDING.intro(data.plan_name, day(data.ends_at))}</Text>
          <Text style={styles.paragraph}>{ENDING.outro}</Text>
          <MailButton href={dashboardUrl(sites)}>{ENDING.action}</MailButton>
        </MailLayout>
      );
    },
  },
};
