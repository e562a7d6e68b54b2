import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_TITLE } from '@swagdrop/model';
import { JSON_LD_ID, useDocumentMeta } from './use-document-meta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentMeta', () => {
  it('sets the title, description and Open Graph tags', () => {
    renderHook(() =>
      useDocumentMeta({ title: 'About', description: 'Free swag from brands you love.' }),
    );

    expect(document.title).toBe('About | SwagDrop');
    expect(content('meta[name="description"]')).toBe('Free swag from brands you love.');
    expect(content('meta[property="og:title"]')).toBe('About | SwagDrop');
    expect(content('meta[property="og:description"]')).toBe('Free swag from brands you love.');
  });

  it('falls back to the site title and updates an existing description tag', () => {
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'old';
    document.head.appendChild(existing);

    renderHook(() => useDocumentMeta({ title: '', description: 'new' }));

    expect(document.title).toBe(DEFAULT_PAGE_TITLE);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(existing.content).toBe('new');
  });

  it('keeps hostile text inside the JSON-LD script and removes it on unmount', () => {
    const description = 'Nice mug </script><script>alert(1)</script> & more';
    const { unmount } = renderHook(() =>
      useDocumentMeta({
        title: 'Mug',
        description,
        jsonLd: { '@context': 'https://schema.org', '@type': 'Product', description },
      }),
    );

    const script = document.getElementById(JSON_LD_ID);
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    const text = script?.textContent ?? '';
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toMatchObject({ description });

    // Re-parse the serialised head as a crawler or prerenderer would see it.
    const reparsed = new DOMParser().parseFromString(
      `<!doctype html><html><head>${document.head.innerHTML}</head><body></body></html>`,
      'text/html',
    );
    const scripts = reparsed.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({ description });

    unmount();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
  });

  it('keeps a single JSON-LD script when the data changes', () => {
    const { rerender } = renderHook(
      ({ name }: { name: string }) =>
        useDocumentMeta({ title: name, description: 'd', jsonLd: { '@type': 'Thing', name } }),
      { initialProps: { name: 'first' } },
    );
    rerender({ name: 'second' });

    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'Thing', name: 'second' });
  });

  it('keeps a page reached by an emailed link out of search engines while it is shown', () => {
    const robots = () => document.head.querySelector('meta[name="robots"]');
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Confirm', description: 'd', noindex: true }),
    );
    expect(robots()?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(robots()).toBeNull();
    renderHook(() => useDocumentMeta({ title: 'About', description: 'd' }));
    expect(robots()).toBeNull();
  });

  it('sets a canonical link for the path and removes it on unmount', () => {
    const { unmount } = renderHook(() =>
      useDocumentMeta({ title: 'Terms', description: 'd', canonicalPath: '/terms' }),
    );

    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    expect(canonical?.href).toBe(`${window.location.origin}/terms`);

    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
