import { afterEach, describe, expect, it } from 'vitest';
import { APP_LOADER_SOURCE, withDeferredAppScripts } from './app-loader';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <script src="/runtime-config.js" defer></script>
    <title>SwagDrop</title>
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-2.js">
  <link rel="modulepreload" crossorigin href="/assets/b-3.js"><link rel="modulepreload" crossorigin href="/remoteEntry-4.js"></head>
  <body><div id="root"></div></body>
</html>`;

describe('withDeferredAppScripts', () => {
  it('replaces the entry and its preloads by one deferred loader, after runtime-config.js', () => {
    const html = withDeferredAppScripts(BUILT, '/assets/app-loader-x.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/assets/app-loader-x.js" data-entry="/assets/entry-1.js" data-preload="/assets/a-2.js /assets/b-3.js /remoteEntry-4.js" defer></script>',
    );
    expect(html.indexOf('/runtime-config.js')).toBeLessThan(html.indexOf('app-loader-x.js'));
    expect(html).toContain('<title>SwagDrop</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a page without exactly one entry module', () => {
    expect(() => withDeferredAppScripts('<head></head>', '/l.js')).toThrow(/one entry module/);
  });
});

describe('APP_LOADER_SOURCE', () => {
  afterEach(() => document.head.replaceChildren());

  /** Runs the loader as the browser would, with frames and timers under the test's control. */
  function runLoader(tag: HTMLScriptElement) {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const page = {
      currentScript: tag,
      head: document.head,
      createElement: (name: string) => document.createElement(name),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', APP_LOADER_SOURCE)(
      page,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    return { frames, timers };
  }

  it('adds the preloads and the entry module only after a frame has been drawn, once', () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/entry-1.js');
    tag.setAttribute('data-preload', '/assets/a-2.js /remoteEntry-4.js');
    const { frames, timers } = runLoader(tag);
    expect(document.head.children).toHaveLength(0);

    frames.forEach((frame) => frame());
    expect(document.head.children).toHaveLength(0);
    expect(timers).toHaveLength(2);
    const [fallback, afterFrame] = timers;
    afterFrame?.();
    fallback?.();
    const added = Array.from(document.head.children, (el) =>
      el instanceof HTMLLinkElement
        ? `${el.rel} ${el.getAttribute('href')}`
        : `${(el as HTMLScriptElement).type} ${el.getAttribute('src')}`,
    );
    expect(added).toEqual([
      'modulepreload /assets/a-2.js',
      'modulepreload /remoteEntry-4.js',
      'module /assets/entry-1.js',
    ]);
  });

  it('starts on its timer where no frame comes (a tab opened in the background)', () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/entry-1.js');
    const { timers } = runLoader(tag);
    timers.forEach((timer) => timer());
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
