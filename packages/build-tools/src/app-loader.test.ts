import { afterEach, describe, expect, it } from 'vitest';
import { startAppScripts, withDeferredAppScripts } from './app-loader';

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

describe('startAppScripts', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  /** Runs the loader as the browser would, with frames and timers under the test's control. */
  function runLoader(tag: HTMLScriptElement) {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    startAppScripts(
      {
        entry: tag.getAttribute('data-entry') ?? '',
        preloads: (tag.getAttribute('data-preload') ?? '').split(' ').filter(Boolean),
      },
      {
        document,
        requestAnimationFrame: (callback) => frames.push(callback),
        setTimeout: (callback) => timers.push(callback),
      },
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
  /** A boot shell whose images are still loading (jsdom loads none by itself). */
  function shellWithImages(): HTMLImageElement[] {
    document.body.innerHTML =
      '<div id="boot-shell"><img loading="eager" src="/a.webp"><img src="/b.webp"><img loading="lazy" src="/c.webp"></div>';
    const images = Array.from(document.body.querySelectorAll('img'));
    images.forEach((img) => Object.defineProperty(img, 'complete', { value: false }));
    return images;
  }

  const entries = () => document.head.querySelectorAll('script[type="module"]');

  it("adds the entry once the shell's eager images are drawn; the preloads right away", () => {
    const [eager, auto] = shellWithImages();
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/entry-1.js');
    tag.setAttribute('data-preload', '/assets/a-2.js');
    const { frames, timers } = runLoader(tag);
    frames.splice(0).forEach((frame) => frame());
    timers[1]?.();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(entries()).toHaveLength(0);

    eager?.dispatchEvent(new Event('load'));
    auto?.dispatchEvent(new Event('error'));
    // The lazy image is not waited for; the entry follows the frame that draws the others.
    expect(entries()).toHaveLength(0);
    frames.splice(0).forEach((frame) => frame());
    timers.at(-1)?.();
    expect(entries()).toHaveLength(1);
    timers.forEach((timer) => timer());
    expect(entries()).toHaveLength(1);
  });

  it('adds the entry after its wait when an image never settles', () => {
    shellWithImages();
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/entry-1.js');
    const { timers } = runLoader(tag);
    timers[0]?.();
    expect(entries()).toHaveLength(0);
    timers.at(-1)?.();
    expect(entries()).toHaveLength(1);
  });
});
