import { defineConfig } from 'vitest/config';

/**
 * Test layers. `unit` needs nothing running; `rules` and `integration` expect the emulator
 * suite started once by scripts/test.ts (firebase emulators:exec).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The federated remote's components from source, as the build's server renderer has them.
        resolve: { alias: { 'shared_ui/components': '@swagdrop/shared-ui/components' } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'shared-ui/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'storefront/src/**/*.test.{ts,tsx}',
            'admin-console/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
