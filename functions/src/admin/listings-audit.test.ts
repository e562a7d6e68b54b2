import { describe, expect, it } from 'vitest';
import { listingChanges, listingSummary } from './listing-audit';
import { utcDays } from './dashboard-claims-per-day';

const listing = {
  title: 'Tee',
  slug: 'tee',
  brand_name: 'Acme',
  category: 'shirts',
  description: 'x'.repeat(300),
  image_url: 'https://i.example/t.png',
  external_claim_url: 'https://acme.example/claim',
  coupon_code: null,
  free_shipping: false,
  is_featured: false,
  target_scope: 'nationwide',
  target_location: null,
  created_at: 'server time',
};

describe('audit summaries', () => {
  it('keeps entries short and leaves out bookkeeping fields', () => {
    const summary = listingSummary(listing);
    expect(String(summary.description).length).toBe(80);
    expect(summary).not.toHaveProperty('created_at');
  });

  it('records only what changed in an edit, plus the title', () => {
    expect(listingChanges(listing, { ...listing, is_featured: true })).toEqual({
      before: { title: 'Tee', is_featured: false },
      after: { title: 'Tee', is_featured: true },
    });
  });
});

describe('utcDays', () => {
  it('ends with the UTC day of `now`, oldest first, one day each', () => {
    const days = utcDays(3, new Date('2026-03-01T23:30:00-05:00'));
    expect(days.map((d) => d.date)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days[2]!.end.getTime() - days[2]!.start.getTime()).toBe(86_400_000);
  });
});
