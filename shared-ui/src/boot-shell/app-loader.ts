import { BOOT_SHELL_ID } from './handoff';

/** Longest the entry waits for the shell's eager images (a slow image never holds it long). */
const IMAGE_WAIT_MS = 1000;

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
export const APP_LOADER_SOURCE = `(function () {
  var tag = document.currentScript;
  var started = false;
  function afterNextFrame(callback) {
    requestAnimationFrame(function () { setTimeout(callback, 0); });
  }
  function addEntry() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  function whenShellImagesDrawn(callback) {
    var done = false;
    function finish() {
      if (done) return;
      done = true;
      callback();
    }
    var images = Array.prototype.filter.call(
      document.querySelectorAll('#${BOOT_SHELL_ID} img'),
      function (img) { return img.loading !== 'lazy' && !img.complete; }
    );
    var left = images.length;
    if (left === 0) return finish();
    images.forEach(function (img) {
      function settled() {
        left -= 1;
        if (left === 0) afterNextFrame(finish);
      }
      img.addEventListener('load', settled);
      img.addEventListener('error', settled);
    });
    setTimeout(finish, ${IMAGE_WAIT_MS});
  }
  function start() {
    if (started) return;
    started = true;
    (tag.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    whenShellImagesDrawn(addEntry);
  }
  // A frame callback runs just before a frame is drawn; a task queued from it, after it. A tab
  // opened in the background draws no frames: the timer starts the app there.
  afterNextFrame(start);
  setTimeout(start, 100);
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with its entry module script and module preloads replaced by one
 * deferred classic script (`loaderUrl`, serving APP_LOADER_SOURCE) that adds them after the
 * first paint. Deferred scripts run in document order, so runtime-config.js still runs first.
 */
export function withDeferredAppScripts(indexHtml: string, loaderUrl: string): string {
  const entries = Array.from(indexHtml.matchAll(ENTRY_SCRIPT), (match) => match[1]);
  if (entries.length !== 1) throw new Error(`expected one entry module, found ${entries.length}`);
  const preloads = Array.from(indexHtml.matchAll(MODULE_PRELOAD), (match) => match[1]);
  const loader = `<script src="${loaderUrl}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}" defer></script>`;
  return indexHtml.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, loader);
}
