import { describe, expect, it } from 'vitest';
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
  // The page's frames and timers, run by each case in the order the browser would run them.
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const page = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  const run = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
  const added = () => Array.from(document.head.children, (el) => el.outerHTML);
  const PRELOADS = ['/assets/a-2.js', '/remoteEntry-4.js'].map(
    (href) => `<link rel="modulepreload" crossorigin="" href="${href}">`,
  );
  const ENTRY = '<script type="module" crossorigin="" src="/assets/entry-1.js"></script>';

  const CASES: { when: string; shell?: boolean; steps: (images: HTMLImageElement[]) => void }[] = [
    {
      when: 'after the frame that paints the page',
      steps: () => {
        run(frames);
        expect(added()).toEqual([]);
        timers[1]?.();
      },
    },
    {
      when: 'on its timer where no frame comes (a tab opened in the background)',
      steps: () => timers[0]?.(),
    },
    {
      when: "the entry after the shell's eager images are drawn (not its lazy one)",
      shell: true,
      steps: ([eager, auto]) => {
        timers[0]?.();
        eager?.dispatchEvent(new Event('load'));
        auto?.dispatchEvent(new Event('error'));
        expect(added()).toEqual(PRELOADS);
        run(frames);
        timers.at(-1)?.();
      },
    },
    {
      when: 'the entry at the latest after its wait when a shell image never settles',
      shell: true,
      steps: () => {
        timers[0]?.();
        expect(added()).toEqual(PRELOADS);
        timers.at(-1)?.();
      },
    },
  ];

  it.each(CASES)('adds the preloads, then the entry module, once: $when', ({ shell, steps }) => {
    document.head.replaceChildren();
    // A boot shell's images are still loading (jsdom loads none by itself).
    document.body.innerHTML = shell
      ? '<div id="boot-shell"><img loading="eager" src="/a.webp"><img src="/b.webp"><img loading="lazy" src="/c.webp"></div>'
      : '';
    const images = Array.from(document.body.querySelectorAll('img'));
    images.forEach((img) => Object.defineProperty(img, 'complete', { value: false }));
    frames.splice(0);
    timers.splice(0);
    startAppScripts(
      { entry: '/assets/entry-1.js', preload: '/assets/a-2.js /remoteEntry-4.js' },
      page,
    );
    expect(added()).toEqual([]);
    steps(images);
    expect(added()).toEqual([...PRELOADS, ENTRY]);
    run(frames);
    run(timers);
    expect(added()).toEqual([...PRELOADS, ENTRY]);
  });
});
