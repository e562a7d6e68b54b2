import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE, HEAD_IDS } from '@swagdrop/model';
import { useDocumentMeta } from './use-document-meta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentMeta', () => {
  it('sets the title, description and Open Graph tags, updating the tags already there', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    document.head.appendChild(existing);
    const description = 'Free swag from brands you love.';
    const { rerender } = renderHook(({ title }) => useDocumentMeta({ title, description }), {
      initialProps: { title: 'About' },
    });

    expect(document.title).toBe('About | SwagDrop');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(existing.content).toBe(description);
    expect(content('meta[property="og:title"]')).toBe('About | SwagDrop');
    expect(content('meta[property="og:description"]')).toBe(description);
    rerender({ title: '' });
    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
  });

  it('keeps hostile text inside one JSON-LD script, replaced on change, removed on unmount', () => {
    const description = 'Nice mug </script><script>alert(1)</script> & more';
    const { rerender, unmount } = renderHook(
      ({ name }) =>
        useDocumentMeta({ title: 'Mug', description, jsonLd: { '@type': 'Product', name } }),
      { initialProps: { name: 'first' } },
    );
    rerender({ name: description });

    expect(document.getElementById(HEAD_IDS.jsonLd)?.getAttribute('type')).toBe(
      'application/ld+json',
    );
    // Re-parse the serialised head as a crawler or prerenderer would see it.
    const reparsed = new DOMParser().parseFromString(
      `<!doctype html><html><head>${document.head.innerHTML}</head><body></body></html>`,
      'text/html',
    );
    const scripts = reparsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({
      '@type': 'Product',
      name: description,
    });

    unmount();
    expect(document.getElementById(HEAD_IDS.jsonLd)).toBeNull();
  });

  it('sets noindex (a page reached by an emailed link) and the canonical link while shown', () => {
    const robots = () => document.head.querySelector('meta[name="robots"]');
    const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Confirm', description: 'd', noindex: true, canonicalPath: '/c' }),
    );
    expect(robots()?.getAttribute('content')).toBe('noindex');
    expect(canonical()?.href).toBe(`${window.location.origin}/c`);
    unmount();
    expect(robots()).toBeNull();
    expect(canonical()).toBeNull();
    renderHook(() => useDocumentMeta({ title: 'About', description: 'd' }));
    expect(robots()).toBeNull();
  });
});
