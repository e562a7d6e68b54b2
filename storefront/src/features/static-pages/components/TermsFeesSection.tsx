import { Typography } from '@mui/material';
import {
  CLIMATE_SHARE,
  formatPercent,
  LISTING_FEE_CENTS,
  PLANS,
  PLAN_TERM_DAYS,
  formatUsd,
} from '@swagdrop/model';
import {
  BulletItem,
  BulletList,
  StaticSection,
  SubHeading,
  SupportEmailLink,
} from './StaticPageLayout';

const climatePercent = formatPercent(CLIMATE_SHARE);

/** Kept apart from TermsPage because the money rules are the part most likely to be revised. */
export default function TermsFeesSection() {
  return (
    <StaticSection title="8. Fees, plans and refunds">
      <SubHeading>Listing fee</SubHeading>
      <Typography>
        Each submitted listing carries a one-time listing fee of {formatUsd(LISTING_FEE_CENTS)},
        paid through Stripe when you submit. The listing fee is non-refundable once your submission
        has been reviewed, whether it is approved or rejected.
      </Typography>

      <SubHeading>{PLAN_TERM_DAYS}-day plans</SubHeading>
      <Typography>Signed-in brands can buy the following plans from their dashboard:</Typography>
      <BulletList>
        {PLANS.map((plan) => (
          <BulletItem key={plan.key}>
            {plan.name}: {plan.priceLabel} {plan.termLabel}. {plan.description}
          </BulletItem>
        ))}
      </BulletList>
      <Typography>For every plan:</Typography>
      <BulletList>
        <BulletItem>
          Plans renew automatically every {PLAN_TERM_DAYS} days, and the plan price is charged at
          each renewal until you cancel.
        </BulletItem>
        <BulletItem>
          To cancel, email <SupportEmailLink /> before your next renewal date. Your plan stays
          active until the end of the period you have already paid for.
        </BulletItem>
        <BulletItem>We do not give partial refunds for unused time in a plan period.</BulletItem>
      </BulletList>
      <Typography>
        All payments are processed by Stripe. SwagDrop donates {climatePercent} of its revenue,
        including listing fees, to carbon removal projects and verified climate nonprofits.
      </Typography>
    </StaticSection>
  );
}
