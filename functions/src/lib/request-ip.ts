import { isIP } from 'node:net';
import type { Request } from 'firebase-functions/v2/https';

type HeaderValue = string | string[] | undefined;

const hopsOf = (header: HeaderValue): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);

/** The 8 hextets of an IPv6 address (`::` expanded, an embedded IPv4 tail as two hextets). */
function ipv6Hextets(address: string): string[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text =
      text.slice(0, -v4.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => h.replace(/^0+(?=.)/, ''));
}

/**
 * The throttle key of an address. An IPv6 client is keyed on its /64: one household or server
 * gets a whole /64 and can pick a fresh address in it for every request. An IPv4 address mapped
 * into IPv6 is keyed as the IPv4 address it is.
 */
export function ipThrottleKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const hextets = ipv6Hextets(address);
  if (hextets.slice(0, 5).every((h) => h === '0') && hextets[5] === 'ffff') {
    const [hi = 0, lo = 0] = hextets.slice(6).map((h) => parseInt(h, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

/**
 * The visitor address the per-IP throttles key on, for a function called on its own URL: the
 * right-most X-Forwarded-For entry, else the socket address.
 *
 * Why the right-most: on Cloud Functions 2nd gen (Cloud Run) Google's front end appends the
 * address it received the connection from as the last entry, after whatever the client sent.
 * Everything to its left is client-chosen. `req.ip` is not used because the functions framework
 * (and the emulator's runtime) sets Express `trust proxy` to true, which makes `req.ip` the
 * left-most entry: a client sending `X-Forwarded-For: <random>` would get a fresh throttle key
 * on every request. The Functions emulator forwards headers unchanged and appends nothing, so
 * locally the right-most entry is whatever the caller (a test standing in for the front end)
 * sent, and without the header every local caller shares the socket key.
 */
export function clientIpFrom(forwardedFor: HeaderValue, socketAddress: string | undefined) {
  return ipThrottleKey(hopsOf(forwardedFor).at(-1) ?? socketAddress ?? 'unknown');
}

export function requestIp(req: Request): string {
  return clientIpFrom(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
}

/**
 * The visitor address of a function reached through a Hosting rewrite (README "Client IP").
 * There the right-most X-Forwarded-For entry is Hosting's CDN node, shared by every visitor; the
 * CDN puts the address it accepted the connection from in `Fastly-Client-IP`, and as the first
 * X-Forwarded-For entry. Someone calling the function's own URL can write these headers, so only
 * limits that cost an honest visitor nothing rely on it (the unsubscribe throttle counts only
 * bad tokens).
 */
export function hostingClientIp(req: Request): string {
  const cdn = hopsOf(req.headers['fastly-client-ip'])[0];
  if (cdn && isIP(cdn)) return ipThrottleKey(cdn);
  const first = hopsOf(req.headers['x-forwarded-for'])[0];
  if (first && isIP(first)) return ipThrottleKey(first);
  return ipThrottleKey(req.socket?.remoteAddress ?? 'unknown');
}
