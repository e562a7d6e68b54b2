import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Secrets never reach a browser bundle: scans the production builds of both apps and the
 * remote (built by `npm test` before this layer runs) for secret-shaped strings.
 */
const ROOT = new URL('../../..', import.meta.url).pathname;
const BUNDLES = ['storefront/dist', 'admin-console/dist', 'shared-ui/dist'];

const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ['Stripe secret key', /\b[sr]k_(live|test)_[A-Za-z0-9]{8,}/],
  ['Stripe webhook secret', /\bwhsec_[A-Za-z0-9_]{8,}/],
  ['service-account JSON', /"type"\s*:\s*"service_account"/],
  ['private key field', /"private_key(_id)?"\s*:/],
  ['PEM private key', /-----BEGIN (RSA |EC )?PRIVATE KEY-----/],
];

export function findSecrets(text: string): string[] {
  return SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('browser bundles carry no secrets', () => {
  it('the scanner recognises every secret shape (so a clean result means something)', () => {
    expect(findSecrets('const k = "sk_live_51Habcdefghijkl"')).toEqual(['Stripe secret key']);
    expect(findSecrets('x="whsec_abcdefghijkl"')).toEqual(['Stripe webhook secret']);
    expect(findSecrets('{"type": "service_account", "private_key": "x"}')).toEqual([
      'service-account JSON',
      'private key field',
    ]);
    expect(findSecrets('-----BEGIN PRIVATE KEY-----')).toEqual(['PEM private key']);
    expect(findSecrets('pk_test_publishable_is_fine sk_ alone whsec')).toEqual([]);
  });

  for (const bundle of BUNDLES) {
    it(`${bundle} has no secret-shaped strings`, () => {
      const files = filesUnder(join(ROOT, bundle)).filter((f) =>
        /\.(js|mjs|html|json|css|map)$/.test(f),
      );
      expect(files.length).toBeGreaterThan(3);
      const hits = files.flatMap((file) =>
        findSecrets(readFileSync(file, 'utf8')).map((kind) => `${kind} in ${file}`),
      );
      expect(hits).toEqual([]);
    });
  }
});
