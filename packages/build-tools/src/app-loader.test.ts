import { afterEach, describe, expect, it } from 'vitest';
import { startAppScripts, withDeferredAppScripts } from './app-loader';

describe('withDeferredAppScripts', () => {
  it('replaces the entry and its preloads by one deferred loader, after runtime-config.js', () => {
    const built = `<head><script src="/runtime-config.js" defer></script><title>SwagDrop</title>
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/a-2.js">
  <link rel="modulepreload" crossorigin href="/assets/b-3.js"><link rel="modulepreload" crossorigin href="/remoteEntry-4.js"></head><div id="root"></div>`;
    expect(withDeferredAppScripts(built, '/assets/app-loader-x.js')).toBe(
      `<head><script src="/runtime-config.js" defer></script><title>SwagDrop</title>
    <script src="/assets/app-loader-x.js" data-entry="/assets/entry-1.js" data-preload="/assets/a-2.js /assets/b-3.js /remoteEntry-4.js" defer></script></head><div id="root"></div>`,
    );
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
  function runLoader(preload?: string) {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    startAppScripts(
      { entry: '/assets/entry-1.js', preload },
      {
        document,
        requestAnimationFrame: (callback) => frames.push(callback),
        setTimeout: (callback) => timers.push(callback),
      },
    );
    return { frames, timers };
  }
  const run = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
  const added = () =>
    Array.from(document.head.children, (el) =>
      el instanceof HTMLLinkElement
        ? `${el.rel} ${el.getAttribute('href')}`
        : `${(el as HTMLScriptElement).type} ${el.getAttribute('src')}`,
    );
  const entries = () => document.head.querySelectorAll('script[type="module"]');

  it.each([
    {
      start: 'after the frame that paints the page',
      when: ({ frames, timers }: ReturnType<typeof runLoader>) => {
        run(frames);
        expect(added()).toEqual([]);
        timers[1]?.();
      },
    },
    {
      start: 'on its timer where no frame comes (a tab opened in the background)',
      when: ({ timers }: ReturnType<typeof runLoader>) => timers[0]?.(),
    },
  ])('adds the preloads, then the entry module, once, $start', ({ when }) => {
    const loader = runLoader('/assets/a-2.js /remoteEntry-4.js');
    expect(added()).toEqual([]);
    when(loader);
    const all = ['modulepreload /assets/a-2.js', 'modulepreload /remoteEntry-4.js'];
    expect(added()).toEqual([...all, 'module /assets/entry-1.js']);
    run(loader.frames);
    run(loader.timers);
    expect(added()).toEqual([...all, 'module /assets/entry-1.js']);
  });

  /** A boot shell whose images are still loading (jsdom loads none by itself). */
  function shellWithImages(): HTMLImageElement[] {
    document.body.innerHTML =
      '<div id="boot-shell"><img loading="eager" src="/a.webp"><img src="/b.webp"><img loading="lazy" src="/c.webp"></div>';
    const images = Array.from(document.body.querySelectorAll('img'));
    images.forEach((img) => Object.defineProperty(img, 'complete', { value: false }));
    return images;
  }

  it("adds the entry once the shell's eager images are drawn; the preloads right away", () => {
    const [eager, auto] = shellWithImages();
    const { frames, timers } = runLoader('/assets/a-2.js');
    run(frames);
    timers[1]?.();
    expect(added()).toEqual(['modulepreload /assets/a-2.js']);

    eager?.dispatchEvent(new Event('load'));
    auto?.dispatchEvent(new Event('error'));
    // The lazy image is not waited for; the entry follows the frame that draws the others.
    expect(entries()).toHaveLength(0);
    run(frames);
    timers.at(-1)?.();
    expect(entries()).toHaveLength(1);
    run(timers);
    expect(entries()).toHaveLength(1);
  });

  it('adds the entry after its wait when an image never settles', () => {
    shellWithImages();
    const { timers } = runLoader();
    timers[0]?.();
    expect(entries()).toHaveLength(0);
    timers.at(-1)?.();
    expect(entries()).toHaveLength(1);
  });
});
