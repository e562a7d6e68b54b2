import { describe, expect, it } from 'vitest';
import { DRAFT_TOKEN_PATTERN } from '@swagdrop/model';
import { draftTokenMatches, hashDraftToken, newDraftToken } from './draft-token';

describe('draft tokens', () => {
  it('are 32 random bytes in the shape the update schema accepts, never repeated', () => {
    const tokens = new Set(Array.from({ length: 50 }, newDraftToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(DRAFT_TOKEN_PATTERN);
  });

  it('match only their own stored hash', () => {
    const token = newDraftToken();
    const stored = hashDraftToken(token);
    expect(stored).not.toContain(token);
    expect(draftTokenMatches(token, stored)).toBe(true);
    expect(draftTokenMatches(newDraftToken(), stored)).toBe(false);
  });

  it('never match a missing or malformed hash', () => {
    const token = newDraftToken();
    for (const stored of [undefined, null, '', 'abc', 42, hashDraftToken(token).slice(1)]) {
      expect(draftTokenMatches(token, stored)).toBe(false);
    }
  });
});
