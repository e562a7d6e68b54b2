// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The sender's settings as a deployment provides them: the SMTP_URL secret, MAIL_FROM and the
 * site URLs. A missing one is an error naming it (the trigger logs it and sends nothing); there
 * is no fallback, in the emulator either.
 */

const FULL = {
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'SwagDrop <hello@swagdrop.example>',
  STOREFRONT_URL: 'https://swagdrop.example/',
  ADMIN_URL: 'https://admin.swagdrop.example',
};
const saved = { ...process.env };

async function settingsWith(env: Partial<typeof FULL>, emulator = false) {
  for (const name of [...Object.keys(FULL), 'FUNCTIONS_EMULATOR']) delete process.env[name];
  Object.assign(process.env, env, emulator ? { FUNCTIONS_EMULATOR: 'true' } : {});
  vi.resetModules();
  const { requireMailSettings } = await import('../config');
  return () => requireMailSettings();
}

afterEach(() => {
  process.env = { ...saved };
});

describe('requireMailSettings', () => {
  it('returns the configured settings (site URLs without a trailing slash)', async () => {
    expect((await settingsWith(FULL))()).toEqual({
      smtpUrl: FULL.SMTP_URL,
      from: FULL.MAIL_FROM,
      sites: { storefrontUrl: 'https://swagdrop.example', adminUrl: FULL.ADMIN_URL },
    });
  });

  it.each(['SMTP_URL', 'MAIL_FROM', 'STOREFRONT_URL', 'ADMIN_URL'] as const)(
    'names a missing %s, in the emulator too',
    async (name) => {
      const env = { ...FULL, [name]: '' };
      for (const emulator of [false, true]) {
        const read = await settingsWith(env, emulator);
        expect(read).toThrow(expect.objectContaining({ setting: name }));
      }
    },
  );
});
