import { gzipSync } from 'node:zlib';
import { escapeHtml } from '@swagdrop/model';

export { escapeHtml };

/** XML needs the same five escapes (`&apos;` is not HTML 4, so the numeric form is used). */
export const escapeXml = escapeHtml;

interface HtmlRequest {
  get(name: string): string | undefined;
}
interface HtmlResponse {
  set(field: string, value: string): unknown;
  send(body: string | Buffer): unknown;
}

/**
 * Sends a rendered page, gzipped for clients that accept it: the pages carry their first
 * paint's styles (tens of KB that compress to a few), and a phone on a slow link waits for them.
 */
export function sendHtml(req: HtmlRequest, res: HtmlResponse, html: string): void {
  if (/\bgzip\b/.test(req.get('accept-encoding') ?? '')) {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(html));
  } else {
    res.send(html);
  }
}
