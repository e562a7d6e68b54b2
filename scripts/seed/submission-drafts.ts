import type { Category } from '@swagdrop/model';

/** A submission that never became a listing: still pending, or rejected. */
export interface SubmissionDraft {
  title: string;
  description: string;
  brand_name: string;
  domain: string;
  category: Category;
  coupon_code: string | null;
  free_shipping: boolean;
  location: string | null;
  contact_email: string;
  byBrandAccount: boolean;
  status: 'pending' | 'rejected';
  payment_status: 'unpaid' | 'paid' | 'failed';
  ageDays: number;
}

export const SUBMISSION_DRAFTS: SubmissionDraft[] = [
  {
    title: 'Reusable Mesh Produce Bags',
    description:
      'Set of five drawstring mesh bags for the farmers market, with our co-op logo tag.',
    brand_name: 'Market Day Co-op',
    domain: 'marketdaycoop.org',
    category: 'lifestyle',
    coupon_code: null,
    free_shipping: false,
    location: 'Portland, OR',
    contact_email: 'hello@marketdaycoop.org',
    byBrandAccount: false,
    status: 'pending',
    payment_status: 'paid',
    ageDays: 1.2,
  },
  {
    title: 'Canopy Trail Beanie',
    description: 'Rib-knit merino beanie in moss green with a woven canopy label. 60 left over.',
    brand_name: 'Canopy Supply Co.',
    domain: 'canopysupply.co',
    category: 'shirts',
    coupon_code: 'CANOPY15',
    free_shipping: true,
    location: null,
    contact_email: 'brand@swagdrop.test',
    byBrandAccount: true,
    status: 'pending',
    payment_status: 'paid',
    ageDays: 0.4,
  },
  {
    title: 'Espresso Bean Sampler',
    description:
      'Three 2 oz bags of espresso roasts from our Pilsen roastery: chocolatey, fruity, bold.',
    brand_name: 'Halsted Roasting Co.',
    domain: 'halstedroasting.com',
    category: 'food_drink',
    coupon_code: 'BEANS',
    free_shipping: false,
    location: 'Chicago, IL',
    contact_email: 'events@halstedroasting.com',
    byBrandAccount: false,
    status: 'pending',
    payment_status: 'paid',
    ageDays: 2.5,
  },
  {
    title: 'MagSafe Phone Grip Stand',
    description: 'Magnetic grip that doubles as a kickstand. Overrun from a product launch event.',
    brand_name: 'Orbitly',
    domain: 'orbitly.io',
    category: 'tech',
    coupon_code: null,
    free_shipping: true,
    location: null,
    contact_email: 'marketing@orbitly.io',
    byBrandAccount: false,
    status: 'pending',
    payment_status: 'unpaid',
    ageDays: 0.8,
  },
  {
    title: 'Enamel Campfire Mug',
    description: 'Speckled white enamel camp mug with the Canopy leaf in forest green.',
    brand_name: 'Canopy Supply Co.',
    domain: 'canopysupply.co',
    category: 'lifestyle',
    coupon_code: null,
    free_shipping: false,
    location: null,
    contact_email: 'brand@swagdrop.test',
    byBrandAccount: true,
    status: 'pending',
    payment_status: 'unpaid',
    ageDays: 3.1,
  },
  {
    title: 'Glitter Face Gem Sheets',
    description: 'Self-adhesive face gems from our festival glam tent. Skin-safe adhesive.',
    brand_name: 'Glow Theory',
    domain: 'glowtheory.com',
    category: 'health_beauty',
    coupon_code: 'SPARKLE',
    free_shipping: false,
    location: 'Miami, FL',
    contact_email: 'partners@glowtheory.com',
    byBrandAccount: false,
    status: 'pending',
    payment_status: 'failed',
    ageDays: 4.6,
  },
  {
    title: 'Free Crypto Airdrop T-Shirt',
    description: 'Connect your wallet on our site to claim a limited-edition tee and token bonus!',
    brand_name: 'MoonYield Finance',
    domain: 'moonyield.finance',
    category: 'shirts',
    coupon_code: null,
    free_shipping: true,
    location: null,
    contact_email: 'growth@moonyield.finance',
    byBrandAccount: false,
    status: 'rejected',
    payment_status: 'paid',
    ageDays: 12.3,
  },
  {
    title: 'Canopy Sample Sale Flyer',
    description: 'Printed flyers announcing our warehouse sample sale, with a 20% off code.',
    brand_name: 'Canopy Supply Co.',
    domain: 'canopysupply.co',
    category: 'stickers',
    coupon_code: 'SAMPLE20',
    free_shipping: false,
    location: 'Portland, OR',
    contact_email: 'brand@swagdrop.test',
    byBrandAccount: true,
    status: 'rejected',
    payment_status: 'paid',
    ageDays: 20.7,
  },
];
