import { CLIMATE_SHARE } from './constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 23, 2026" (what en-US Intl prints), in UTC so every viewer and the CSV agree. Written
 * out rather than Intl: the first Intl formatter a page creates loads ICU data (≈ 40 ms on a
 * phone, inside whichever task needs it), and the listing page shows a date on first paint.
 */
export function formatDate(date: Date | number): string {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

let dateTimeFormatter: Intl.DateTimeFormat | undefined;
/** "Nov 23, 2026, 4:05 PM UTC"; the formatter (and its time-zone data) is made on first use. */
export function formatDateTime(date: Date | number): string {
  dateTimeFormatter ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return dateTimeFormatter.format(date);
}

/** Stripe periods are epoch seconds. */
export function formatEpochSeconds(seconds: number): string {
  return formatDate(seconds * 1000);
}

/** ISO date (YYYY-MM-DD), used for file names such as the claims export. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "$1,234.50" / "-$5.00" (en-US currency), written out for the same reason as formatDate. */
export function formatUsd(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(rounded % 100).padStart(2, '0')}`;
}

/** "1%" (en-US whole percent), for shares such as CLIMATE_SHARE. */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** The 1 % climate share of a revenue figure, rounded down to whole cents. */
export function climateShareCents(revenueCents: number): number {
  return Math.floor(revenueCents * CLIMATE_SHARE);
}

/** First n characters of a description for meta tags, on a word boundary when possible. */
export function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : flat.slice(0, length);
}
