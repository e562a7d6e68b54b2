import { describe, expect, it } from 'vitest';
import { QUEUE_COPY } from './copy';
import { rejectSubmissionRequestSchema } from './admin-queue-requests';

describe('rejectSubmissionRequestSchema', () => {
  it('trims the reason and keeps its lines', () => {
    expect(
      rejectSubmissionRequestSchema.parse({ submissionId: 's1', reason: '  Blurry.\nRetry.  ' }),
    ).toEqual({ submissionId: 's1', reason: 'Blurry.\nRetry.' });
  });

  it('takes a blank, null or missing reason as none', () => {
    for (const reason of ['', '   \n ', null, undefined]) {
      expect(rejectSubmissionRequestSchema.parse({ submissionId: 's1', reason }).reason).toBeNull();
    }
  });

  it('refuses a reason over 1000 characters (after trimming) or not text, with the copy texts', () => {
    const parse = (reason: unknown) =>
      rejectSubmissionRequestSchema.safeParse({ submissionId: 's1', reason });
    expect(parse(` ${'x'.repeat(1000)} `).success).toBe(true);
    expect(parse('x'.repeat(1001)).error?.issues[0]?.message).toBe(QUEUE_COPY.rejectReasonTooLong);
    expect(parse(42).error?.issues[0]?.message).toBe(QUEUE_COPY.rejectReasonInvalid);
  });
});
