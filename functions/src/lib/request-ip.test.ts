import { describe, expect, it } from 'vitest';
import type { Request } from 'firebase-functions/v2/https';
import { clientIpFrom, hostingClientIp, ipThrottleKey, requestIp } from './request-ip';

const REAL = '203.0.113.7';

describe('clientIpFrom (the per-IP throttle key)', () => {
  it('keys on the address the front end appended, not a spoofed left-most entry', () => {
    expect(clientIpFrom(`1.2.3.4, ${REAL}`, '169.254.1.1')).toBe(REAL);
  });

  it('gives a client rotating spoofed entries the same key every time', () => {
    const keys = ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'unknown', ''].map((spoof) =>
      clientIpFrom(spoof ? `${spoof}, ${REAL}` : REAL, undefined),
    );
    expect(new Set(keys)).toEqual(new Set([REAL]));
  });

  it('reads repeated headers as one list and ignores blanks and spaces', () => {
    expect(clientIpFrom(['1.2.3.4', ` ${REAL} `], undefined)).toBe(REAL);
    expect(clientIpFrom(`1.2.3.4,${REAL}, ,`, undefined)).toBe(REAL);
  });

  it('keys an IPv6 client on its /64, whatever address it picks inside it', () => {
    const keys = ['2001:db8:0:7::1', '2001:DB8:0:7:ffff:1:2:3', '2001:0db8:0000:0007::abcd'].map(
      (ip) => clientIpFrom(`1.2.3.4, ${ip}`, undefined),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:0:7::/64']));
    expect(clientIpFrom('2001:db8:0:8::1', undefined)).toBe('2001:db8:0:8::/64');
    expect(clientIpFrom(undefined, '::1')).toBe('0:0:0:0::/64');
  });

  it('keys an IPv4 address mapped into IPv6 as that IPv4 address', () => {
    expect(ipThrottleKey('::ffff:203.0.113.7')).toBe(REAL);
    expect(ipThrottleKey(REAL)).toBe(REAL);
  });

  it('falls back to the socket address without the header, else a shared key', () => {
    expect(clientIpFrom(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIpFrom(' , ', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIpFrom(undefined, undefined)).toBe('unknown');
  });
});

describe('requestIp', () => {
  it('reads the header of the request, not req.ip (the left-most entry under trust proxy)', () => {
    const req = {
      headers: { 'x-forwarded-for': `1.2.3.4, ${REAL}` },
      ip: '1.2.3.4',
      socket: { remoteAddress: '169.254.8.1' },
    } as unknown as Request;
    expect(requestIp(req)).toBe(REAL);
  });
});

describe('hostingClientIp (a function behind a Hosting rewrite)', () => {
  const CDN_NODE = '151.101.1.1';
  const through = (headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress: '169.254.8.1' } }) as unknown as Request;

  it("keys on the CDN's client address, not the CDN node every visitor shares", () => {
    const req = through({
      'fastly-client-ip': REAL,
      'x-forwarded-for': `${REAL}, ${CDN_NODE}`,
    });
    expect(hostingClientIp(req)).toBe(REAL);
    expect(requestIp(req)).toBe(CDN_NODE);
  });

  it('falls back to the first X-Forwarded-For entry, and keys IPv6 on its /64', () => {
    expect(hostingClientIp(through({ 'x-forwarded-for': `${REAL}, ${CDN_NODE}` }))).toBe(REAL);
    expect(hostingClientIp(through({ 'fastly-client-ip': '2001:db8:1:2:3:4:5:6' }))).toBe(
      '2001:db8:1:2::/64',
    );
  });

  it('ignores a header that is not an address', () => {
    expect(
      hostingClientIp(through({ 'fastly-client-ip': 'nonsense', 'x-forwarded-for': 'x' })),
    ).toBe('169.254.8.1');
  });
});
