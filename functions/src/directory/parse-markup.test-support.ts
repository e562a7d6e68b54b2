/**
 * The unit project runs in jsdom, whose DOMParser parses like a browser. The functions
 * program has no DOM types, so the few members the tests use are declared here.
 */
export interface ParsedElement {
  textContent: string | null;
  tagName: string;
  parentElement: ParsedElement | null;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

interface ParsedContainer {
  querySelector(selector: string): ParsedElement | null;
  querySelectorAll(selector: string): ArrayLike<ParsedElement>;
}

export interface ParsedDocument extends ParsedContainer {
  title: string;
  head: ParsedContainer;
  body: ParsedContainer & { innerHTML: string };
  getElementsByTagName(name: string): ArrayLike<ParsedElement>;
  getElementById(id: string): ParsedElement | null;
}

const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): ParsedDocument };
};

export const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');
export const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
