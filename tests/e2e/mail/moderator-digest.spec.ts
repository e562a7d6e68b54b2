import { adminAuth, adminDb } from '../../support/emulator';
import { sendModeratorDigest, digestDay } from '../../../functions/src/mail/moderator-digest';
import { MAIL_MODERATOR_COPY } from '@swagdrop/model';
import { mailKey, type MailData } from '../../../functions/src/mail/data';
import { seedReport, seedSubmission, uniqueTag } from '../../integration/admin-queues/seed';
import { htmlDocument, linkIn, waitForMail } from '../../support/maildev';
import { expect, test } from '../support/fixtures';
import { ADMIN, card, loginAsAdmin } from '../admin-queues/support';

const COPY = MAIL_MODERATOR_COPY.digest;

/**
 * The daily moderator digest as a moderator reads it: run the schedule's handler (the emulator
 * runs no schedules), open the mail in the local inbox, follow its link into the console.
 */
test('the moderator digest reaches the admin with the counts and a link to the queue', async ({
  page,
}) => {
  const tag = uniqueTag();
  const title = `Digest Tee ${tag}`;
  const listingTitle = `Digest Reported Mug ${tag}`;
  await seedSubmission({ title, brand_name: `Digest Brand ${tag}`, payment_status: 'paid' });
  await seedReport({ listing_title: listingTitle, reason: 'link_broken' });

  // Signed in first: the admin account exists when the digest looks for moderators.
  const admin = await loginAsAdmin(page);
  const now = new Date();
  await sendModeratorDigest(adminDb(), adminAuth(), now);

  const queued = await adminDb()
    .collection('mail')
    .doc(mailKey('moderator_digest', digestDay(now), admin.uid))
    .get();
  const data = queued.get('data') as MailData<'moderator_digest'>;
  expect(data.pending_submissions_total).toBeGreaterThanOrEqual(1);
  expect(data.pending_reports_total).toBeGreaterThanOrEqual(1);

  const subject = COPY.subject(data.pending_submissions_total, data.pending_reports_total);
  const mail = await waitForMail(admin.email, subject);
  const text = htmlDocument(mail).body.textContent ?? '';
  expect(text).toContain(COPY.submissionsHeading(data.pending_submissions_total));
  expect(text).toContain(COPY.reportsHeading(data.pending_reports_total));
  expect(text).toContain(COPY.submissionLine(title, `Digest Brand ${tag}`));
  expect(text).toContain(COPY.reportLine(listingTitle, 'Link broken'));
  expect(mail.text).toContain(title);
  expect(linkIn(mail, /\/admin\/reports$/)).toBe(ADMIN('/reports'));

  await page.goto(linkIn(mail, /\/admin\/submissions$/));
  await expect(page.getByRole('heading', { level: 1, name: 'Review Submissions' })).toBeVisible();
  await expect(card(page, title)).toBeVisible();
});
