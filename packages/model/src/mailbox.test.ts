import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './mailbox';

describe('canonicalMailbox', () => {
  it.each([
    ['casey@gmail.com', 'casey@gmail.com'],
    ['c.asey+x@gmail.com', 'casey@gmail.com'],
    ['  C.A.S.E.Y+Promo+2@GMail.com ', 'casey@gmail.com'],
    ['casey@googlemail.com', 'casey@gmail.com'],
    ['me+1@example.com', 'me@example.com'],
    ['Me+2@Example.com', 'me@example.com'],
  ])('treats %j as the mailbox %j', (typed, mailbox) => {
    expect(canonicalMailbox(typed)).toBe(mailbox);
  });

  it('keeps dots outside Gmail, where they name another mailbox', () => {
    expect(canonicalMailbox('m.e@example.com')).toBe('m.e@example.com');
    expect(canonicalMailbox('m.e@example.com')).not.toBe(canonicalMailbox('me@example.com'));
  });

  it('never collapses a local part to nothing', () => {
    expect(canonicalMailbox('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalMailbox('...@gmail.com')).toBe('...@gmail.com');
  });
});
