import { describe, expect, it } from 'vitest';
import type { Request } from 'firebase-functions/v2/https';
import { clientIpFrom, requestIp } from './request-ip';

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

  it('keys IPv6 addresses whole', () => {
    expect(clientIpFrom('1.2.3.4, 2001:db8::1', undefined)).toBe('2001:db8::1');
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
