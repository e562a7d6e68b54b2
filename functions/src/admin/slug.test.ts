import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@swagdrop/model';
import { baseSlug, uniqueSlug } from './slug';

describe('baseSlug', () => {
  it.each([
    ['Acme Conference Tee', 'acme-conference-tee'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['UPPER lower MiXeD', 'upper-lower-mixed'],
    ['Runs --- of !!! punctuation', 'runs-of-punctuation'],
    ['Stickers & Decals (2026)', 'stickers-decals-2026'],
    ['--already-hyphenated--', 'already-hyphenated'],
    ['Café crème brûlée', 'caf-cr-me-br-l-e'],
    ['100% cotton / 50 pcs', '100-cotton-50-pcs'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['!!!', 'listing'],
    ['', 'listing'],
    ['a', 'a'],
    ['9to5 Mug', '9to5-mug'],
  ])('%j → %j', (title, expected) => {
    expect(baseSlug(title)).toBe(expected);
  });

  it('always produces URL-safe slugs', () => {
    for (const title of ['Hello, World!', 'ÜBER swag™', 'a/b?c#d', 'x'.repeat(50)]) {
      expect(baseSlug(title)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('uniqueSlug (collisions get -2, -3, ...)', () => {
  it.each([
    ['Free Tee', [], 'free-tee'],
    ['Free Tee', ['free-tee'], 'free-tee-2'],
    ['Free Tee', ['free-tee', 'free-tee-2'], 'free-tee-3'],
    ['Free Tee', ['free-tee', 'free-tee-3'], 'free-tee-2'],
    ['Free Tee', ['free-tee-2'], 'free-tee'],
    ['!!!', ['listing'], 'listing-2'],
  ])('%j with taken %j → %j', (title, taken, expected) => {
    expect(uniqueSlug(title, new Set(taken))).toBe(expected);
  });
});
