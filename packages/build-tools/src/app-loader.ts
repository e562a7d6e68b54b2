import { BOOT_SHELL_ID } from '@swagdrop/model/page-render';

/** Longest the entry waits for the shell's eager images (a slow image never holds it long). */
const IMAGE_WAIT_MS = 1000;

/** The page as the loader uses it (the browser's, or a test's with frames under its control). */
export interface LoaderPage {
  document: Pick<Document, 'createElement' | 'head' | 'querySelectorAll'>;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * What the loader starts, as its tag's data attributes (withDeferredAppScripts): the app's entry
 * module and the modules it imports, space-separated.
 */
export interface AppScripts {
  entry?: string;
  preload?: string;
}

/**
 * Every host page paints from its HTML (the boot shell) before any script runs. The app's
 * scripts start downloading after that first paint, not while the HTML is parsed: on a slow
 * phone the bandwidth goes to what the first paint shows (the page's images, the detail image's
 * preload) and the browser does not evaluate scripts before it has drawn anything. The module
 * preloads are added together, so the scripts still download in parallel, not one import level
 * after another. The entry itself, whose evaluation is the long task, waits until the shell's
 * eager images (the largest paint of /swag and a detail page) have been drawn, or
 * IMAGE_WAIT_MS: a long task would otherwise hold back the frame that paints them.
 */
export function startAppScripts(scripts: AppScripts, page: LoaderPage): void {
  const { document } = page;
  let started = false;
  const afterNextFrame = (callback: () => void) =>
    page.requestAnimationFrame(() => page.setTimeout(callback, 0));

  function addEntry() {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = scripts.entry ?? '';
    document.head.appendChild(entry);
  }

  function whenShellImagesDrawn(callback: () => void) {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      callback();
    };
    const images = Array.from(
      document.querySelectorAll<HTMLImageElement>(`#${BOOT_SHELL_ID} img`),
    ).filter((img) => img.getAttribute('loading') !== 'lazy' && !img.complete);
    let left = images.length;
    if (left === 0) return finish();
    const settled = () => {
      left -= 1;
      if (left === 0) afterNextFrame(finish);
    };
    images.forEach((img) => {
      img.addEventListener('load', settled);
      img.addEventListener('error', settled);
    });
    page.setTimeout(finish, IMAGE_WAIT_MS);
  }

  function start() {
    if (started) return;
    started = true;
    for (const href of (scripts.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    whenShellImagesDrawn(addEntry);
  }

  // A frame callback runs just before a frame is drawn; a task queued from it, after it. A tab
  // opened in the background draws no frames: the timer starts the app there.
  afterNextFrame(start);
  page.setTimeout(start, 100);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with its entry module script and module preloads replaced by one
 * deferred classic script (`loaderUrl`, app-loader-entry.ts) that adds them after the first
 * paint. Deferred scripts run in document order, so runtime-config.js still runs first.
 */
export function withDeferredAppScripts(indexHtml: string, loaderUrl: string): string {
  const entries = Array.from(indexHtml.matchAll(ENTRY_SCRIPT), (match) => match[1]);
  if (entries.length !== 1) throw new Error(`expected one entry module, found ${entries.length}`);
  const preloads = Array.from(indexHtml.matchAll(MODULE_PRELOAD), (match) => match[1]);
  const loader = `<script src="${loaderUrl}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}" defer></script>`;
  return indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, loader);
}
