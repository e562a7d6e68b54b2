import { CLIMATE_SHARE } from './constants';

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Nov 23, 2026". Dates are formatted in UTC so every viewer and the CSV agree. */
export function formatDate(date: Date | number): string {
  return dateFormatter.format(date);
}

export function formatDateTime(date: Date | number): string {
  return dateTimeFormatter.format(date);
}

/** Stripe periods are epoch seconds (spec §3). */
export function formatEpochSeconds(seconds: number): string {
  return formatDate(seconds * 1000);
}

/** ISO date (YYYY-MM-DD), used for file names such as the claims export. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
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
