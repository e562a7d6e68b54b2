// @vitest-environment node
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@react-email/components';
import { type MailData } from '../../data';
import { MAIL_VISITOR_COPY } from '../../copy/visitor';
import { claimConfirmation } from './claim-confirmation';
import { newsletterConfirm } from './newsletter-confirm';
import { weeklyDigest } from './weekly-digest';

const sites = { storefrontUrl: 'https://swag.example', adminUrl: 'https://admin.example' };
const HOSTILE = '<script>alert(1)</script> & "quotes"';

describe('visitor mail templates', () => {
  it('claim: the brand claim page is the button, the listing a link; hostile text stays text', async () => {
    const data: MailData<'claim_confirmation'> = {
      listing_title: HOSTILE,
      brand_name: 'Acme',
      listing_slug: 'acme-tee',
      claim_url: 'https://acme.example/claim?a=1&b=2',
    };
    const html = await render(
      createElement(claimConfirmation.Body, { data, sites, unsubscribeUrl: null }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://acme.example/claim?a=1&amp;b=2"');
    expect(html).toContain('href="https://swag.example/swag/acme-tee"');
    expect(claimConfirmation.subject(data)).toBe(MAIL_VISITOR_COPY.claimSubject(HOSTILE));
  });

  it('claim without a safe claim URL links the listing only', async () => {
    const data: MailData<'claim_confirmation'> = {
      listing_title: 'Tee',
      brand_name: 'Acme',
      listing_slug: 'acme-tee',
      claim_url: null,
    };
    const html = await render(
      createElement(claimConfirmation.Body, { data, sites, unsubscribeUrl: null }),
    );
    expect(html).toContain(MAIL_VISITOR_COPY.claimNoBrandLink.replace(/'/g, '&#x27;'));
    expect(html.match(/href="[^"]+"/g)).toEqual(['href="https://swag.example/swag/acme-tee"']);
  });

  it('newsletter confirmation links the storefront confirm page with the token', async () => {
    const html = await render(
      createElement(newsletterConfirm.Body, {
        data: { confirm_token: 'tok_EN-1' },
        sites,
        unsubscribeUrl: null,
      }),
    );
    expect(html).toContain('href="https://swag.example/newsletter/confirm?token=tok_EN-1"');
  });

  it('digest: one card per listing, a link to /swag and the unsubscribe link in the footer', async () => {
    const data: MailData<'weekly_digest'> = {
      listings: [
        { title: HOSTILE, brand_name: 'Acme', slug: 'a-1' },
        { title: 'Mug', brand_name: 'Beta', slug: 'b-2' },
      ],
      unsubscribe_token: 'tok_UN',
    };
    expect(weeklyDigest.unsubscribePath?.(data)).toBe('/newsletter/unsubscribe?token=tok_UN');
    const unsubscribeUrl = 'https://swag.example/newsletter/unsubscribe?token=tok_UN';
    const html = await render(createElement(weeklyDigest.Body, { data, sites, unsubscribeUrl }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://swag.example/swag/a-1"');
    expect(html).toContain('href="https://swag.example/swag/b-2"');
    expect(html).toContain('href="https://swag.example/swag"');
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(weeklyDigest.subject(data)).toBe('2 new swag drops this week');
  });
});
