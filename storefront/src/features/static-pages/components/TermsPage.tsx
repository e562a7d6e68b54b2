import { Typography } from '@mui/material';
import { MINIMUM_AGE, PAGE_META } from '@swagdrop/model';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import StaticPageLayout, {
  BulletItem,
  BulletList,
  StaticSection,
  SupportEmailLink,
  TextLink,
} from './StaticPageLayout';
import TermsFeesSection from './TermsFeesSection';

const LAST_UPDATED = '2026-11-23';

export default function TermsPage() {
  useDocumentMeta(PAGE_META.terms);

  return (
    <StaticPageLayout
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      lead="These terms set out the rules for using SwagDrop, whether you are claiming free swag or listing it as a brand. Please read them carefully."
    >
      <StaticSection title="1. Agreement to these terms">
        <Typography>
          By using SwagDrop you agree to these Terms of Service and to our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>. You must be {MINIMUM_AGE} years of age
          or older to use SwagDrop, and you confirm this each time you claim an item. If you do not
          agree with these terms, please do not use the service.
        </Typography>
      </StaticSection>

      <StaticSection title="2. SwagDrop is a listing platform only">
        <Typography>
          SwagDrop is a directory. We list offers from independent brands, but we do not own, sell,
          stock or ship any of the items. When you claim an item, you complete the claim on the
          brand&apos;s own page, and the brand alone is responsible for its offer, its products,
          fulfilment and delivery, and any terms it sets.
        </Typography>
        <Typography>
          The swag is free, but some offers may carry shipping fees set by the brand. Any such fee
          is paid to the brand on its own site, not to SwagDrop.
        </Typography>
      </StaticSection>

      <StaticSection title="3. No guarantee">
        <Typography>
          Swag is limited and often available on a first-come, first-served basis. Items can run
          out, offers can change or end, and listings can be removed at any time. We do not
          guarantee that any item is available, that listing details are accurate, or that a brand
          will deliver an item or meet your expectations of its quality. SwagDrop is provided
          &quot;as is&quot; and &quot;as available&quot;.
        </Typography>
      </StaticSection>

      <StaticSection title="4. Watch out for fraud">
        <BulletList>
          <BulletItem>
            SwagDrop will never ask for your card details, passwords or bank information to claim a
            free item.
          </BulletItem>
          <BulletItem>
            Only pay a shipping fee on the brand&apos;s own website, and check the web address
            before you enter payment details.
          </BulletItem>
          <BulletItem>
            Be wary of any offer that asks for unusual payments, gift cards or sensitive personal
            information.
          </BulletItem>
          <BulletItem>
            If a listing looks wrong or suspicious, use the report option on its page or email{' '}
            <SupportEmailLink />.
          </BulletItem>
        </BulletList>
      </StaticSection>

      <StaticSection title="5. Your responsibilities">
        <Typography>When you use SwagDrop, you agree to:</Typography>
        <BulletList>
          <BulletItem>give accurate information, including your name and email address;</BulletItem>
          <BulletItem>claim only items you genuinely want and intend to use;</BulletItem>
          <BulletItem>
            not use bots, scripts, fake identities or other automated means to claim items, submit
            listings or file reports;
          </BulletItem>
          <BulletItem>report listings honestly and not misuse the report feature;</BulletItem>
          <BulletItem>follow any additional terms a brand sets for its offer;</BulletItem>
          <BulletItem>
            not interfere with the security or operation of SwagDrop or try to access data that is
            not yours.
          </BulletItem>
        </BulletList>
      </StaticSection>

      <StaticSection title="6. Brand submissions">
        <Typography>When you submit swag as a brand, you confirm that:</Typography>
        <BulletList>
          <BulletItem>
            you have the right to give the items away and to use the names, logos and images in your
            listing;
          </BulletItem>
          <BulletItem>
            your listing is accurate, and your claim link leads to a working page where the item can
            really be claimed;
          </BulletItem>
          <BulletItem>
            you will honour claims while the listing is live and ship items as described, including
            any shipping fee you state;
          </BulletItem>
          <BulletItem>
            your items and offer comply with applicable laws, including product safety and promotion
            rules;
          </BulletItem>
          <BulletItem>
            you will use the names and email addresses of claimers only to fulfil their claims and
            as the law allows.
          </BulletItem>
        </BulletList>
        <Typography>
          You keep ownership of your content. You allow SwagDrop to display it in the directory and
          to use it to promote your listing on SwagDrop.
        </Typography>
      </StaticSection>

      <StaticSection title="7. Review and rejection">
        <Typography>
          Every submission is reviewed before it is published. SwagDrop may approve, reject, edit or
          remove any listing or submission at its sole discretion, at any time, including after it
          has been published, and is not required to give a reason.
        </Typography>
      </StaticSection>

      <TermsFeesSection />

      <StaticSection title="9. Limitation of liability">
        <Typography>
          To the fullest extent permitted by law, SwagDrop is not liable for the items listed, for
          the acts or omissions of brands, or for any indirect or consequential loss arising from
          your use of the service. Nothing in these terms limits any rights you have under consumer
          protection law that cannot be excluded.
        </Typography>
      </StaticSection>

      <StaticSection title="10. Changes to these terms">
        <Typography>
          We may update these terms from time to time. When we do, we will change the date at the
          top of this page. If you keep using SwagDrop after a change, you accept the updated terms.
        </Typography>
      </StaticSection>

      <StaticSection title="11. Contact">
        <Typography>
          Questions about these terms? Email <SupportEmailLink />.
        </Typography>
      </StaticSection>
    </StaticPageLayout>
  );
}
