// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAIL_MODERATOR_COPY } from '@swagdrop/model';
import { renderMail } from '../render';

const COPY = MAIL_MODERATOR_COPY.digest;
const sites = {
  storefrontUrl: 'https://swagdrop.example',
  adminUrl: 'https://admin.swagdrop.example',
};
const HOSTILE = '<img src=x onerror="alert(1)">Tee';

describe('moderator digest email', () => {
  it('shows the totals, the items as text and links into the admin console', async () => {
    const mail = await renderMail(
      'moderator_digest',
      {
        pending_submissions: [{ title: HOSTILE, brand_name: 'Acme & Co' }],
        pending_submissions_total: 3,
        pending_reports: [{ listing_title: 'Free Mug', reason: 'Link broken' }],
        pending_reports_total: 1,
      },
      sites,
    );
    expect(mail.subject).toBe('Moderation digest: 3 submissions and 1 report waiting');
    // A hostile title is text: escaped in the HTML part, never markup.
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=');
    expect(mail.text).toContain(COPY.submissionLine(HOSTILE, 'Acme & Co'));
    expect(mail.text).toContain(COPY.submissionsHeading(3));
    expect(mail.text).toContain(COPY.moreNotShown(2));
    expect(mail.text).toContain(COPY.reportLine('Free Mug', 'Link broken'));
    expect(mail.html).toContain('href="https://admin.swagdrop.example/admin/submissions"');
    expect(mail.html).toContain('href="https://admin.swagdrop.example/admin/reports"');
    expect(mail.headers).toEqual({});
  });

  it('says nothing is waiting in an empty section and offers no link to it', async () => {
    const mail = await renderMail(
      'moderator_digest',
      {
        pending_submissions: [],
        pending_submissions_total: 0,
        pending_reports: [{ listing_title: 'Free Mug', reason: 'Other issue' }],
        pending_reports_total: 1,
      },
      sites,
    );
    expect(mail.subject).toBe('Moderation digest: 0 submissions and 1 report waiting');
    expect(mail.text).toContain(COPY.noneWaiting);
    expect(mail.html).not.toContain('/admin/submissions');
    expect(mail.html).toContain('/admin/reports');
  });
});
