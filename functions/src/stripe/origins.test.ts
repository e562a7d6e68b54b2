import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isOwnSiteUrl } from './origins';

const SITE = 'https://swagdrop.app';

describe('isAllowedOrigin (CORS for our storefront only)', () => {
  it.each<[string | undefined, boolean]>([
    ['https://swagdrop.app', true],
    ['https://swagdrop.app:443', false], // browsers never send the default port
    ['http://swagdrop.app', false],
    ['https://evil.example', false],
    ['https://swagdrop.app.evil.example', false],
    ['null', false],
    [undefined, false],
  ])('%s → %s', (origin, expected) => {
    expect(isAllowedOrigin(origin, [SITE])).toBe(expected);
  });

  it('accepts a site configured with a trailing path', () => {
    expect(isAllowedOrigin('http://127.0.0.1:5100', ['http://127.0.0.1:5100/'])).toBe(true);
  });
});

describe('isOwnSiteUrl (checkout success/cancel URLs)', () => {
  it.each<[string, boolean]>([
    ['https://swagdrop.app/success', true],
    ['https://swagdrop.app/dashboard?x=1', true],
    ['https://swagdrop.app/success?session_id={CHECKOUT_SESSION_ID}', true],
    ['https://evil.example/success', false],
    ['https://swagdrop.app.evil.example/success', false],
    ['https://swagdrop.app@evil.example/success', false],
    ['https://user:pw@swagdrop.app/success', false],
    ['http://swagdrop.app/success', false],
    ['https://swagdrop.app:8443/success', false],
    ['javascript:alert(1)', false],
    ['/success', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isOwnSiteUrl(url, SITE)).toBe(expected);
  });
});
