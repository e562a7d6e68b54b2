import { test, expect, URLS } from '../support/fixtures';

/**
 * Foundation guarantees: both hosts render, the shared-ui remote is fetched from its own
 * origin (runtime-config.js, not a bundled copy), React and MUI are single instances, and the
 * shared theme is applied in both apps.
 */
const apps = [
  { name: 'storefront', url: `${URLS.storefront}/about` },
  { name: 'admin console', url: `${URLS.admin}/admin/login` },
];

for (const app of apps) {
  test(`${app.name} loads the shared-ui remote from its own origin with one React`, async ({
    page,
    consoleErrors,
  }) => {
    const remoteRequests: string[] = [];
    const muiRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(new URL(URLS.sharedUiManifest).origin))
        remoteRequests.push(req.url());
      if (/\/assets\/mui-[\w-]+\.js$/.test(new URL(req.url()).pathname))
        muiRequests.push(req.url());
    });
    await page.goto(app.url);
    await expect(page.locator('[data-theme="swagdrop-theme"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(remoteRequests).toContain(URLS.sharedUiManifest);
    expect(remoteRequests.some((u) => /remoteEntry.*\.js$/.test(u))).toBe(true);

    // One React: a second copy would throw "Invalid hook call" as soon as a remote component
    // using hooks renders inside the host tree.
    expect(consoleErrors.join('\n')).not.toMatch(/Invalid hook call|more than one copy of React/i);
    const federation = await page.evaluate(() => {
      const g = globalThis as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
        };
      };
      const versions: string[] = [];
      for (const scope of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const pkgs of Object.values(scope)) {
          const react = pkgs.react;
          if (react) versions.push(...Object.keys(react));
        }
      }
      return versions;
    });
    expect(new Set(federation).size).toBe(1);
    // One MUI: the shared subset is downloaded once, from whichever build won the negotiation,
    // never also bundled beside it.
    expect(muiRequests).toHaveLength(1);
  });

  test(`${app.name} applies the shared SwagDrop theme`, async ({ page }) => {
    await page.goto(app.url);
    await expect(page.locator('[data-theme="swagdrop-theme"]')).toBeVisible();
    // The theme's system font stack and background colour, not MUI's Roboto/white defaults.
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { font: style.fontFamily, bg: style.backgroundColor };
    });
    expect(body.font).toContain('system-ui');
    expect(body.bg).toBe('rgb(250, 247, 255)');
  });
}
