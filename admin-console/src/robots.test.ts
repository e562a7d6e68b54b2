// @vitest-environment node
import { readFileSync } from 'node:fs';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';

const ROBOTS_URL = 'https://admin.swagdrop.example/robots.txt';
const robots = robotsParser(
  ROBOTS_URL,
  readFileSync(new URL('../public/robots.txt', import.meta.url), 'utf8'),
);
const allowed = (path: string) => robots.isAllowed(new URL(path, ROBOTS_URL).href, 'Googlebot');

describe('admin robots.txt', () => {
  it('keeps every moderator screen out of search engines', () => {
    for (const path of ['/', '/admin', '/admin/claims', '/admin/listings/abc', '/admin/login/x']) {
      expect(allowed(path), path).toBe(false);
    }
  });

  it('lets crawlers read the sign-in page, which shows nothing but the form', () => {
    expect(allowed('/admin/login')).toBe(true);
  });
});
