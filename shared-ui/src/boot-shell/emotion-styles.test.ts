import { describe, expect, it } from 'vitest';
import createCache from '@emotion/cache';
import { extractEmotionStyles } from './emotion-styles';

const emotionTags = (root: ParentNode) =>
  Array.from(root.querySelectorAll('style[data-emotion]'), (style) => [
    style.getAttribute('data-emotion'),
    style.textContent,
  ]);

describe('extractEmotionStyles', () => {
  it('keeps globals in their own tags and merges the rest, each rule name once, in page order', () => {
    const { html, styles } = extractEmotionStyles(
      [
        '<style data-emotion="css-global g1">body{margin:0}</style>',
        '<style data-emotion="css a1">.css-a1{color:red}</style><p>a</p>',
        '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style><p>b</p>',
        '<style data-emotion="css a1">.css-a1{color:red}</style><p>c</p>',
        '<style data-emotion="css-global g1">body{margin:0}</style>',
        '<style>#plain{color:green}</style>',
      ].join(''),
    );
    expect(html).toBe('<p>a</p><p>b</p><p>c</p><style>#plain{color:green}</style>');
    const head = new DOMParser().parseFromString(`<head>${styles}</head>`, 'text/html').head;
    expect(emotionTags(head)).toEqual([
      ['css-global g1', 'body{margin:0}'],
      ['css a1 b2', '.css-a1{color:red}.css-a1{color:red}.css-b2{color:blue}'],
    ]);
  });

  it('gives nothing for a page without Emotion styles', () => {
    expect(extractEmotionStyles('<p>plain</p>')).toEqual({ html: '<p>plain</p>', styles: '' });
  });

  it("leaves a merged tag the app's Emotion cache adopts: no rule of it is inserted again", () => {
    const { styles } = extractEmotionStyles(
      '<style data-emotion="css a1">.css-a1{color:red}</style><style data-emotion="css b2">.css-b2{color:blue}</style>',
    );
    document.head.innerHTML = styles;
    try {
      const cache = createCache({ key: 'css' });
      expect(cache.inserted).toMatchObject({ a1: true, b2: true });
      expect(document.head.querySelectorAll('style')).toHaveLength(1);
    } finally {
      document.head.innerHTML = '';
    }
  });
});
