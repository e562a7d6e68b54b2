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

  it('counts a moved place as a targeting change, and an equal copy of it as none', () => {
    const austin = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };
    const local = { ...listing, target_scope: 'local', target_location: 'Austin, TX' };
    const stored = { ...local, target_place: austin };
    expect(listingChanges(stored, { ...local, target_place: { ...austin } })).toEqual({
      before: { title: 'Tee' },
      after: { title: 'Tee' },
    });
    // A listing stored before places has no target_place; an edit writing null is no change.
    expect(listingChanges(listing, { ...listing, target_place: null })).toEqual({
      before: { title: 'Tee' },
      after: { title: 'Tee' },
    });
    const dallas = { city: 'Dallas', state: 'TX', country: 'US', lat: 32.783, lng: -96.807 };
    expect(
      listingChanges(stored, { ...local, target_location: 'Dallas, TX', target_place: dallas }),
    ).toEqual({
      before: {
        title: 'Tee',
        target_location: 'Austin, TX',
        target_place: 'Austin, TX (30.267, -97.743)',
      },
      after: {
        title: 'Tee',
        target_location: 'Dallas, TX',
        target_place: 'Dallas, TX (32.783, -96.807)',
      },
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
