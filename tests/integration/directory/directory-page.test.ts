import { describe, expect, it } from 'vitest';
import {
  BOOT_PAYLOAD_ID,
  DIRECTORY_FUNCTION,
  DIRECTORY_READS_HEADER,
  parseBootPayload,
} from '@swagdrop/model';
import { adminDb, seedListing, URLS } from '../../support/emulator';

/**
 * renderDirectoryPage on the functions emulator (the e2e suite covers it through the Hosting
 * rewrite): /swag with its first row of cards filled from the directory bundle.
 */
const HOSTILE = '<img src=x onerror=window.__xss=1>';
const PAGE = `${URLS.functions}/renderDirectoryPage/swag`;

const payloadOf = (html: string) =>
  parseBootPayload(
    new RegExp(`<script type="application/json" id="${BOOT_PAYLOAD_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1],
  );

/** The page once the bundle (rebuilt when directory/meta moves) has the listing in it. */
async function pageShowing(text: string, url = PAGE): Promise<string> {
  const deadline = Date.now() + 30_000;
  let html = '';
  while (Date.now() < deadline) {
    html = await (await fetch(url)).text();
    if (html.includes(text)) return html;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`/swag never showed ${text}:\n${html.slice(0, 2000)}`);
}

describe('renderDirectoryPage', () => {
  it('paints the newest listings from the HTML, escaped, and holds the shell for the app', async () => {
    const tag = `dirpage${Date.now().toString(36)}`;
    // Newer than anything else the suite writes: the first card of the regular section.
    const id = await seedListing({
      title: `${HOSTILE} ${tag}`,
      brand_name: `Brand ${tag}`,
      created_at: new Date(Date.now() + 3_600_000),
    });
    try {
      const html = await pageShowing(`&lt;img src=x onerror=window.__xss=1&gt; ${tag}`);
      expect(html).not.toContain(HOSTILE);
      expect(html).toContain(`Brand ${tag}`);
      expect(html).toContain(`href="/swag/`);
      // The counts are real numbers.
      expect(html).toMatch(/>\d+ items found</);
      // Production class names (css-<hash>), as the browser's build makes them: a development
      // render labels them (css-<hash>-MuiPaper-root), and the app could reuse none of its styles.
      expect(html).toMatch(/class="[^"]*css-[a-z0-9]+[ "]/);
      expect(html).not.toMatch(/css-[a-z0-9]+-Mui/);
      // The shell waits for the app's results; the featured order it painted is in the payload.
      const payload = payloadOf(html);
      expect(payload.holdShell).toBe(true);
      expect(Array.isArray(payload.directory?.featuredOrder)).toBe(true);
      // The painted version's bundle has the listing, and asking for it again reads nothing.
      const version = payload.directory?.version;
      expect(version).toBeGreaterThan(0);
      const bundleUrl = `${URLS.functions}/${DIRECTORY_FUNCTION}?v=${version}`;
      expect(await (await fetch(bundleUrl)).text()).toContain(tag);
      const again = await fetch(bundleUrl);
      expect(again.headers.get(DIRECTORY_READS_HEADER)).toBe('0');
      // Still the storefront's page: it boots as the SPA.
      expect(html).toMatch(/<script src="\/assets\/app-loader-[^"]+" data-entry="\/assets\//);
      expect(html).toContain('<div id="root"></div>');
    } finally {
      await adminDb().collection('swag_listings').doc(id).delete();
    }
  });

  it('serves the plain shell for a filtered view', async () => {
    const res = await fetch(`${PAGE}?q=tee`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="boot-shell"');
    expect(html).not.toContain('<article');
    expect(html).not.toContain(BOOT_PAYLOAD_ID);
  });

  it('refuses anything but GET and HEAD', async () => {
    const res = await fetch(PAGE, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
