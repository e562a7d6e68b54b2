import { useEffect } from 'react';
import { HEAD_IDS, inlineJsonText, pageTitle, type PageMeta } from '@swagdrop/model';

export interface DocumentMeta extends PageMeta {
  jsonLd?: object;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function upsertById<K extends 'script' | 'link'>(tag: K, id: string): HTMLElementTagNameMap[K] {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLElement && existing.tagName.toLowerCase() === tag) {
    return existing as HTMLElementTagNameMap[K];
  }
  existing?.remove();
  const element = document.createElement(tag);
  element.id = id;
  document.head.appendChild(element);
  return element;
}

/**
 * Sets the tab title, description, Open Graph tags and optional JSON-LD / canonical link for the
 * current page, on every navigation within the app. A page's first HTML response carries the
 * same head already (its boot shell, or the listing page's function); this replaces it.
 */
export function useDocumentMeta({
  title,
  description,
  jsonLd,
  canonicalPath,
  noindex,
}: DocumentMeta): void {
  // Serialised here so an inline object literal does not re-run the effect on every render.
  const jsonLdText = jsonLd === undefined ? undefined : inlineJsonText(jsonLd);

  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    upsertMeta('name', 'description', description);
    upsertMeta('property', 'og:title', fullTitle);
    upsertMeta('property', 'og:description', description);
  }, [title, description]);

  useEffect(() => {
    if (jsonLdText === undefined) {
      document.getElementById(HEAD_IDS.jsonLd)?.remove();
      return undefined;
    }
    const script = upsertById('script', HEAD_IDS.jsonLd);
    script.type = 'application/ld+json';
    script.textContent = jsonLdText;
    // Structured data describes one page only; leaving it behind would mislabel the next route.
    return () => script.remove();
  }, [jsonLdText]);

  useEffect(() => {
    if (canonicalPath === undefined) return undefined;
    const href = new URL(canonicalPath, window.location.origin).toString();
    const link = upsertById('link', HEAD_IDS.canonical);
    link.rel = 'canonical';
    link.href = href;
    upsertMeta('property', 'og:url', href);
    return () => {
      link.remove();
      document.head.querySelector('meta[property="og:url"]')?.remove();
    };
  }, [canonicalPath]);

  useEffect(() => {
    if (!noindex) return undefined;
    upsertMeta('name', 'robots', 'noindex');
    return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, [noindex]);
}
