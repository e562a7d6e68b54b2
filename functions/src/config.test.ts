// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

async function enforcementWith(value: string | undefined): Promise<boolean> {
  vi.resetModules();
  vi.stubEnv('FUNCTIONS_EMULATOR', '');
  if (value === undefined) delete process.env.ENFORCE_APP_CHECK;
  else vi.stubEnv('ENFORCE_APP_CHECK', value);
  const { config } = await import('./config');
  return config.enforceAppCheck;
}

describe('App Check enforcement setting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is on when unset, and for every value but exactly `false`', async () => {
    for (const value of [undefined, '', 'true', 'FALSE', 'False', 'no', '0', 'off', 'flase']) {
      expect(await enforcementWith(value), String(value)).toBe(true);
    }
  });

  it('is off only for exactly `false`', async () => {
    expect(await enforcementWith('false')).toBe(false);
    expect(await enforcementWith(' false ')).toBe(false);
  });
});
