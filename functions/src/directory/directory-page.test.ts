import { describe, expect, it } from 'vitest';
import {
  BOOT_PAYLOAD_ID,
  PAGE_META,
  pageTitle,
  parseBootPayload,
  toDirectoryRow,
  type DirectoryRow,
  type DirectoryShellInput,
  type PageRenderer,
} from '@swagdrop/model';
import { DirectoryPageCache, directoryPage } from './directory-page';
import { parseHtml } from './parse-markup.test-support';

const TEMPLATE = [
  '<!doctype html><html><head><meta charset="UTF-8" />',
  '<!--page-head--><title>Generic</title><!--/page-head-->',
  '<script src="/assets/app-loader-1.js" defer></script></head>',
  '<body><!--page-shell--><div id="root"></div></body></html>',
].join('');

/** Records what the page asked the storefront's renderer for (it is unit-tested on its own). */
function recordingRenderer() {
  const calls: (DirectoryShellInput | null)[] = [];
  const renderer: PageRenderer = {
    directory(input) {
      calls.push(input);
      return {
        head: '<style data-emotion="css a1">.css-a1{}</style>',
        shell: `<div id="boot-shell">${input ? input.total : 'plain'}</div>`,
      };
    },
    listing: () => ({ head: '', shell: '' }),
  };
  return { renderer, calls };
}

function row(id: string, featured: boolean, image = `https://img.example.com/${id}.png`) {
  return toDirectoryRow(id, {
    slug: id,
    title: id,
    image_url: image,
    is_featured: featured,
    created_at: Number(id.replace(/\D/g, '')),
  });
}

const rows: DirectoryRow[] = [
  ...['f1', 'f2', 'f3', 'f4'].map((id) => row(id, true)),
  ...['r5', 'r6', 'r7', 'r8'].map((id) => row(id, false, `https://other.example.com/${id}.png`)),
];

const payloadOf = (html: string) =>
  parseBootPayload(parseHtml(html).getElementById(BOOT_PAYLOAD_ID)?.textContent);

describe('directoryPage', () => {
  it("renders each section's first row with the real counts and holds the shell", () => {
    const { renderer, calls } = recordingRenderer();
    const html = directoryPage(TEMPLATE, renderer, rows, 1_732_000_000_123);
    const [input] = calls;
    expect(input?.featured).toHaveLength(3);
    expect(input?.regular.map((r) => r.id)).toEqual(['r8', 'r7', 'r6']);
    expect(input).toMatchObject({ total: 8, featuredTotal: 4 });
    const payload = payloadOf(html);
    expect(payload.holdShell).toBe(true);
    expect(payload.directory?.version).toBe(1_732_000_000_123);
    expect(payload.directory?.featuredOrder).toEqual(input?.featured.map((r) => r.id));
    const doc = parseHtml(html);
    expect(doc.title).toBe(pageTitle(PAGE_META.directory.title));
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.head.querySelector('style[data-emotion]')).not.toBeNull();
    // Only the origin of the images above the fold (the featured row's) is preconnected.
    const preconnects = Array.from(doc.querySelectorAll('link[rel="preconnect"]'));
    expect(preconnects.map((link) => link.getAttribute('href'))).toEqual([
      'https://img.example.com',
    ]);
    expect(html.indexOf('boot-shell')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('paints no listing whose image URL the page may not load', () => {
    const { renderer, calls } = recordingRenderer();
    const html = directoryPage(TEMPLATE, renderer, [row('r1', false, 'javascript:x')], 1);
    expect(calls).toEqual([null]);
    expect(payloadOf(html)).toEqual({});
  });

  it('renders once per directory version and template', () => {
    const { renderer, calls } = recordingRenderer();
    const cache = new DirectoryPageCache();
    const first = cache.get(TEMPLATE, renderer, rows, 1);
    expect(cache.get(TEMPLATE, renderer, rows, 1)).toBe(first);
    cache.get(TEMPLATE, renderer, rows, 2);
    cache.get(`${TEMPLATE} `, renderer, rows, 2);
    expect(calls).toHaveLength(3);
  });

  it('renders again when a full check rebuilds the rows under the same version', () => {
    const { renderer, calls } = recordingRenderer();
    const cache = new DirectoryPageCache();
    cache.get(TEMPLATE, renderer, rows, 1);
    cache.get(TEMPLATE, renderer, [...rows], 1);
    expect(calls).toHaveLength(2);
  });
});
