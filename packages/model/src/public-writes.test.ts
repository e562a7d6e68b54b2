import { describe, expect, it } from 'vitest';
import { anonymousReportInputSchema, REPORT_EMAIL_REQUIRED } from './public-writes';
import { reportInputSchema } from './schemas';

const base = { listing_id: 'abc', reason: 'other' };

describe('report reporter email rule', () => {
  it.each([undefined, null, ''])('requires an email from anonymous visitors (%j)', (email) => {
    const result = anonymousReportInputSchema.safeParse({ ...base, reporter_email: email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['reporter_email'],
      message: email === '' ? 'Email is required' : REPORT_EMAIL_REQUIRED,
    });
  });

  it('accepts an anonymous report with an email', () => {
    const result = anonymousReportInputSchema.parse({ ...base, reporter_email: ' a@b.co ' });
    expect(result.reporter_email).toBe('a@b.co');
  });

  it('does not require an email from signed-in reporters', () => {
    expect(reportInputSchema.safeParse(base).success).toBe(true);
  });
});
