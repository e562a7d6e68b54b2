import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl } from './url';

describe('isSafeHttpUrl', () => {
  it.each([
    ['https://brand.example.com/claim', true],
    ['http://brand.example.com/claim?x=1#top', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://brand.example.com/file', false],
    ['//brand.example.com/claim', false],
    ['https://brand.example.com@evil.example/claim', false],
    ['https://user:pass@evil.example/', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeHttpUrl(url)).toBe(safe);
  });
});
