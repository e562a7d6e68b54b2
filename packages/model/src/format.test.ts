import { describe, expect, it } from 'vitest';
import { formatDate, formatEpochSeconds, formatPercent, formatUsd } from './format';

// The written-out formats must print exactly what en-US Intl prints (what they replace).
const intlDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatDate', () => {
  it('prints the UTC day as en-US Intl does, every month and around midnight', () => {
    const start = Date.UTC(2025, 11, 31, 23, 59, 59);
    for (let day = 0; day < 400; day += 7) {
      for (const offset of [0, 1000, 13 * 3600e3]) {
        const at = start + day * 86400e3 + offset;
        expect(formatDate(at)).toBe(intlDate.format(at));
      }
    }
    expect(formatDate(new Date(Date.UTC(2026, 10, 23)))).toBe('Nov 23, 2026');
    expect(formatEpochSeconds(Date.UTC(2027, 1, 2) / 1000)).toBe('Feb 2, 2027');
  });

  it('rejects an invalid date like Intl', () => {
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('prints cents as en-US currency, with thousands separators and signs', () => {
    for (const cents of [
      0, 1, 9, 10, 99, 100, 5000, 123456, 100000000, 123456789, -1, -5000, -123456, 1999.5, 0.4,
    ]) {
      expect(formatUsd(cents)).toBe(intlUsd.format(Math.round(cents) / 100));
    }
    expect(formatUsd(5000)).toBe('$50.00');
  });
});

describe('formatPercent', () => {
  it('prints a share as a whole en-US percent', () => {
    const intlPercent = new Intl.NumberFormat('en-US', { style: 'percent' });
    for (const share of [0, 0.01, 0.025, 0.1, 0.5, 1]) {
      expect(formatPercent(share)).toBe(intlPercent.format(share));
    }
  });
});
