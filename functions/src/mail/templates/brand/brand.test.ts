// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { type MailTemplateId } from '@swagdrop/model';
import { type MailData } from '../../data';
import { MAIL_COMMON_COPY } from '../../copy/common';
import { renderMail } from '../../render';

const sites = {
  storefrontUrl: 'https://swagdrop.example',
  adminUrl: 'https://admin.swagdrop.example',
};
const HOSTILE = '<img src=x onerror=alert(1)>Tee';

/** Each brand email with its data and what a reader must find in it. */
const CASES: {
  [T in MailTemplateId]?: { data: MailData<T>; facts: string[]; link: string; climate: boolean };
} = {
  submission_receipt: {
    data: {
      submission_title: HOSTILE,
      brand_name: 'Acme',
      amount_cents: 5000,
      currency: 'usd',
      paid_at: '2026-11-26T10:00:00.000Z',
      has_account: true,
    },
    facts: [HOSTILE, '$50.00', 'Nov 26, 2026'],
    link: 'https://swagdrop.example/dashboard',
    climate: true,
  },
  submission_approved: {
    data: { submission_title: 'Free tote', listing_slug: 'free-tote' },
    facts: ['Free tote'],
    link: 'https://swagdrop.example/swag/free-tote',
    climate: false,
  },
  submission_rejected: {
    data: {
      submission_title: 'Free tote',
      reason: '<script>x</script> Blurry photo',
      refund: { amount_cents: 5000, currency: 'usd' },
    },
    facts: ['<script>x</script> Blurry photo', 'Your listing fee of $50.00 has been refunded'],
    link: 'https://swagdrop.example/submit',
    climate: false,
  },
  plan_started: {
    data: {
      plan_name: '90 day Listing',
      amount_cents: 5000,
      currency: 'usd',
      period_end: '2027-02-24T00:00:00.000Z',
    },
    facts: ['90 day Listing', '$50.00', 'Feb 24, 2027'],
    link: 'https://swagdrop.example/dashboard',
    climate: true,
  },
  plan_renewed: {
    data: {
      plan_name: 'Featured Placement 90 Days',
      amount_cents: 6500,
      currency: 'usd',
      period_end: '2027-05-25T00:00:00.000Z',
    },
    facts: ['Featured Placement 90 Days', '$65.00', 'May 25, 2027'],
    link: 'https://swagdrop.example/dashboard',
    climate: true,
  },
  plan_payment_failed: {
    data: { plan_name: '90 day Listing', amount_cents: 5000, currency: 'usd' },
    facts: ['90 day Listing', '$50.00'],
    link: 'https://swagdrop.example/dashboard',
    climate: true,
  },
  plan_ending: {
    data: { plan_name: '90 day Listing', ends_at: '2027-02-24T00:00:00.000Z' },
    facts: ['90 day Listing', 'Feb 24, 2027'],
    link: 'https://swagdrop.example/dashboard',
    climate: true,
  },
  listing_expiring: {
    data: {
      listing_title: 'Free tote',
      listing_slug: 'free-tote',
      expires_at: '2026-12-03T00:00:00.000Z',
    },
    facts: ['Free tote', 'Dec 3, 2026'],
    link: 'https://swagdrop.example/dashboard',
    climate: false,
  },
  listing_expired: {
    data: { listing_title: 'Free tote', expired_at: '2026-11-26T00:00:00.000Z' },
    facts: ['Free tote', 'Nov 26, 2026'],
    link: 'https://swagdrop.example/dashboard',
    climate: false,
  },
  payment_returned: {
    data: {
      kind: 'disputed',
      what: `Listing fee: ${HOSTILE}`,
      amount_cents: 5000,
      currency: 'usd',
      plan_canceled: false,
      listing_ended: true,
    },
    facts: [HOSTILE, '$50.00', 'The listing it paid for has left the SwagDrop directory.'],
    link: 'https://swagdrop.example/dashboard',
    climate: false,
  },
  listing_low_stock: {
    data: { listing_title: 'Free tote', listing_slug: 'free-tote', left: 9, quantity: 100 },
    facts: ['Free tote', '9 of 100 left'],
    link: 'https://swagdrop.example/dashboard',
    climate: false,
  },
  listing_all_claimed: {
    data: { listing_title: 'Free tote', listing_slug: 'free-tote', quantity: 100 },
    facts: ['Free tote', 'All 100'],
    link: 'https://swagdrop.example/dashboard',
    climate: false,
  },
};

describe('brand emails', () => {
  it.each(Object.entries(CASES))('%s: subject, heading, facts, main link', async (id, c) => {
    const mail = await renderMail(id as MailTemplateId, c.data, sites);
    const { document } = new JSDOM(mail.html).window;
    const text = (document.body.textContent ?? '').replace(/\s+/g, ' ');
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(document.querySelector('h1')?.textContent).toBeTruthy();
    for (const fact of c.facts) {
      expect(text).toContain(fact);
      expect(mail.text).toContain(fact);
    }
    const links = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(links).toContain(c.link);
    expect(text.includes(MAIL_COMMON_COPY.climateLine)).toBe(c.climate);
    // Values are text: nothing the data carries becomes an element.
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('a rejection without a reason reads well and a signed-out receipt leads to /swag', async () => {
    const rejected = await renderMail(
      'submission_rejected',
      { submission_title: 'Free tote', reason: null },
      sites,
    );
    expect(rejected.text).not.toContain('reason:');
    expect(rejected.text).toContain('did not give a reason');
    const receipt = await renderMail(
      'submission_receipt',
      { ...CASES.submission_receipt?.data, has_account: false },
      sites,
    );
    expect(receipt.html).toContain('href="https://swagdrop.example/swag"');
    expect(receipt.html).not.toContain('/dashboard');
  });
});
