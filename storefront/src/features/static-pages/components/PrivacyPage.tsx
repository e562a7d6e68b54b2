import { Box, Link, Typography } from '@mui/material';
import { MINIMUM_AGE, PAGE_META } from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import StaticPageLayout, {
  BulletItem,
  BulletList,
  StaticSection,
  SubHeading,
  SupportEmailLink,
  TextLink,
} from './StaticPageLayout';

const LAST_UPDATED = '2026-11-23';

/** Bold lead-in for a list item, so each entry can be scanned by what it covers. */
function Term({ children }: { children: string }) {
  return <Box component="strong">{children} </Box>;
}

export default function PrivacyPage() {
  useDocumentMeta(PAGE_META.privacy);

  return (
    <StaticPageLayout
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      lead="This policy explains what information SwagDrop collects, why we collect it, who can see it and the choices you have. We collect only what we need to run the directory."
    >
      <StaticSection title="Information we collect">
        <Typography>We collect information you give us when you use SwagDrop:</Typography>
        <BulletList>
          <BulletItem>
            <Term>When you claim swag:</Term>your first name, your email address, the item you
            claimed and your confirmation that you are {MINIMUM_AGE} or older and accept our Terms.
          </BulletItem>
          <BulletItem>
            <Term>When you join the newsletter:</Term>your email address.
          </BulletItem>
          <BulletItem>
            <Term>When you report a listing:</Term>the listing, the reason you chose, any details
            you add, and your email address (or, if you are signed in, your account ID).
          </BulletItem>
          <BulletItem>
            <Term>When a brand submits swag:</Term>the brand name, a contact email address and the
            listing details, such as the title, description, image, claim link, coupon code,
            shipping option and location targeting.
          </BulletItem>
          <BulletItem>
            <Term>When a brand creates an account:</Term>the account email address and the status
            and renewal date of any plan. Passwords are handled by our authentication provider and
            stored only in hashed form; we never see them.
          </BulletItem>
          <BulletItem>
            <Term>When you pay:</Term>payments are processed by Stripe. We never see or store your
            card number. Stripe tells us whether a payment succeeded, the amount, a payment
            reference and, for plans, the subscription status and renewal date. Stripe&apos;s own
            use of your data is described in the{' '}
            <Link href="https://stripe.com/privacy" underline="always" rel="noopener noreferrer">
              Stripe Privacy Policy
            </Link>
            .
          </BulletItem>
        </BulletList>
        <Typography>
          To keep the service safe, our servers also briefly process technical information such as
          your IP address, so we can limit how many claims, reports, sign-ups and submissions can be
          sent in a short time.
        </Typography>
      </StaticSection>

      <StaticSection title="Cookies and local storage">
        <Typography>
          We do not use advertising or cross-site tracking cookies. Your browser stores a small
          amount of information that the site needs to work:
        </Typography>
        <BulletList>
          <BulletItem>
            <Term>Welcome message:</Term>a flag that remembers you have already seen the welcome
            dialog, so it does not appear on every visit.
          </BulletItem>
          <BulletItem>
            <Term>Sign-in session:</Term>if you sign in, your authentication session is kept in your
            browser so you stay signed in until you log out.
          </BulletItem>
        </BulletList>
        <Typography>
          You can clear this information at any time in your browser settings. Stripe may set its
          own cookies on its checkout page to prevent fraud.
        </Typography>
      </StaticSection>

      <StaticSection title="How we use your information">
        <BulletList>
          <BulletItem>To pass your claim to the brand so it can send you the item.</BulletItem>
          <BulletItem>To send newsletter emails about new swag drops, if you signed up.</BulletItem>
          <BulletItem>To review reports and keep listings accurate and up to date.</BulletItem>
          <BulletItem>
            To review brand submissions, publish approved listings and contact brands about them.
          </BulletItem>
          <BulletItem>To process listing fees and manage brand plans.</BulletItem>
          <BulletItem>
            To prevent spam, fraud and abuse, and to meet our legal obligations.
          </BulletItem>
        </BulletList>
        <Typography>We do not sell or rent your personal information to anyone.</Typography>
      </StaticSection>

      <StaticSection title="When we share your information">
        <SubHeading>With brands, only when you claim</SubHeading>
        <Typography>
          When you claim an item, we share your first name and email address with the brand whose
          item you claimed, and with no other brand. Brands never see your newsletter sign-up, your
          reports or the other items you have claimed.
        </Typography>
        <SubHeading>With service providers</SubHeading>
        <Typography>
          We use Google Firebase to host the site and store data, and Stripe to process payments.
          They handle information on our behalf and only to provide their services to us.
        </Typography>
        <SubHeading>When the law requires it</SubHeading>
        <Typography>
          We may disclose information if we must do so by law, or to protect the safety of our users
          and the integrity of the service.
        </Typography>
      </StaticSection>

      <StaticSection title="How we protect your information">
        <BulletList>
          <BulletItem>All traffic to and from SwagDrop is encrypted in transit (HTTPS).</BulletItem>
          <BulletItem>
            Access to claims, reports and submissions is limited to our moderators, whose accounts
            are granted that access individually.
          </BulletItem>
          <BulletItem>
            Database rules stop visitors from reading other people&apos;s claims, reports or
            submissions.
          </BulletItem>
          <BulletItem>Card details go directly to Stripe and never touch our servers.</BulletItem>
        </BulletList>
      </StaticSection>

      <StaticSection title="How long we keep it">
        <Typography>
          We keep personal information only as long as we need it for the purposes above. Newsletter
          addresses are kept until you unsubscribe. Claim and report records are kept while they are
          needed to run the listing and to prevent abuse. Brand account and payment records are kept
          while the account is open and for as long as tax and accounting law requires. When you ask
          us to delete your information, we delete it unless the law requires us to keep it.
        </Typography>
      </StaticSection>

      <StaticSection title="Your rights">
        <Typography>You can ask us at any time to:</Typography>
        <BulletList>
          <BulletItem>give you a copy of the personal information we hold about you;</BulletItem>
          <BulletItem>correct information that is wrong or out of date;</BulletItem>
          <BulletItem>delete your information;</BulletItem>
          <BulletItem>unsubscribe you from the newsletter.</BulletItem>
        </BulletList>
        <Typography>
          Email us at <SupportEmailLink /> from the address you used with SwagDrop. We may ask you
          to confirm your identity first, and we aim to reply within 30 days.
        </Typography>
      </StaticSection>

      <StaticSection title="Age requirement">
        <Typography>
          SwagDrop is for people aged {MINIMUM_AGE} and over. We do not knowingly collect
          information from anyone younger. If you believe someone under {MINIMUM_AGE} has given us
          their information, please contact us and we will delete it.
        </Typography>
      </StaticSection>

      <StaticSection title="Changes to this policy">
        <Typography>
          If we change this policy, we will update the date at the top of this page. Please also
          read our <TextLink to="/terms">Terms of Service</TextLink>.
        </Typography>
      </StaticSection>

      <StaticSection title="Contact us">
        <Typography>
          Questions about your privacy or this policy? Email <SupportEmailLink />.
        </Typography>
      </StaticSection>
    </StaticPageLayout>
  );
}
