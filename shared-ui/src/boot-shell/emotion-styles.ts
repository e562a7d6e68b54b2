/** Emotion's server-rendered styles, named by cache key and rule names (`css-global …` too). */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;
const CACHE_KEY = 'css';

/**
 * Takes every Emotion <style> out of `html` and returns them as the tags for the page's head:
 * the global ones as they were (Emotion's <Global> looks its tag up by name), then the rest
 * merged into one, each set of rules once. A tag whose rules are all named already is dropped.
 *
 * Why: a shell rendered with renderToStaticMarkup leaves a <style> before each styled element,
 * and each one the parser meets in the body restyles and lays out again everything parsed so
 * far (on /swag, ~60 times before the first paint; on a detail page, ~45). Emotion adopts the
 * merged tag on boot as it adopted the inline ones: it reads the rule names after the cache key.
 */
export function extractEmotionStyles(html: string): { html: string; styles: string } {
  const seen = new Set<string>();
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(EMOTION_STYLE, (style, key: string, css: string) => {
    if (key.startsWith(`${CACHE_KEY}-global `)) {
      if (!seen.has(key)) globals.push(style);
      seen.add(key);
      return '';
    }
    const fresh = key
      .split(' ')
      .slice(1)
      .filter((name) => !seen.has(name));
    if (fresh.length === 0) return '';
    fresh.forEach((name) => seen.add(name));
    names.push(...fresh);
    rules.push(css);
    return '';
  });
  const merged = names.length
    ? `<style data-emotion="${CACHE_KEY} ${names.join(' ')}">${rules.join('')}</style>`
    : '';
  return { html: rest, styles: `${globals.join('')}${merged}` };
}

/** `html` with `tags` added at the end of its head. */
export function appendToHead(html: string, tags: string): string {
  const closeHead = html.indexOf('</head>');
  if (closeHead === -1) throw new Error('The page has no </head>');
  return `${html.slice(0, closeHead)}${tags}${html.slice(closeHead)}`;
}
