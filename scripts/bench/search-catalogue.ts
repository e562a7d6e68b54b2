/**
 * The bench catalogue's words (docs/search.md): N listings that read like real swag, so the
 * directory bench types into realistic text and the search quality test
 * (tests/search/search-quality.test.ts) has one listing to find per query. Deterministic: listing
 * i is the same on every run. Brand b lists each product kind at most once, so a query naming a
 * brand and a product has one right answer.
 */
import type { Category } from '@swagdrop/model';

interface ProductKind {
  noun: string;
  category: Category;
  /** What the description says the item is made of or holds. */
  detail: string;
}

const KINDS: ProductKind[] = [
  { noun: 'Tee', category: 'shirts', detail: 'ringspun cotton, unisex fit' },
  { noun: 'T-Shirt', category: 'shirts', detail: 'soft tri-blend jersey' },
  { noun: 'Hoodie', category: 'shirts', detail: 'midweight fleece with a kangaroo pocket' },
  { noun: 'Crewneck Sweatshirt', category: 'shirts', detail: 'brushed fleece, relaxed fit' },
  { noun: 'Beanie', category: 'shirts', detail: 'ribbed knit acrylic' },
  { noun: 'Baseball Cap', category: 'shirts', detail: 'washed twill, adjustable strap' },
  { noun: 'Socks', category: 'shirts', detail: 'cushioned crew socks, one size' },
  { noun: 'Rain Jacket', category: 'shirts', detail: 'packable nylon shell' },
  { noun: 'Bandana', category: 'shirts', detail: 'printed cotton square' },
  { noun: 'Phone Case', category: 'tech', detail: 'slim shockproof case for recent phones' },
  { noun: 'Power Bank', category: 'tech', detail: '10,000 mAh with USB-C' },
  { noun: 'Wireless Earbuds', category: 'tech', detail: 'Bluetooth buds with a charging case' },
  { noun: 'Laptop Sleeve', category: 'tech', detail: 'padded neoprene, fits 14 inch laptops' },
  { noun: 'USB Drive', category: 'tech', detail: '32 GB metal key-ring drive' },
  { noun: 'Webcam Cover', category: 'tech', detail: 'sliding privacy covers, pack of three' },
  { noun: 'Mouse Pad', category: 'tech', detail: 'extra-wide desk mat with stitched edges' },
  { noun: 'Charging Cable', category: 'tech', detail: 'braided three-in-one cable' },
  { noun: 'Water Bottle', category: 'lifestyle', detail: 'insulated stainless steel, 24 oz' },
  { noun: 'Coffee Mug', category: 'lifestyle', detail: 'stoneware, 12 oz, dishwasher safe' },
  { noun: 'Tote Bag', category: 'lifestyle', detail: 'heavy canvas with long handles' },
  { noun: 'Backpack', category: 'lifestyle', detail: 'roll-top daypack with a laptop pocket' },
  { noun: 'Notebook', category: 'lifestyle', detail: 'dot-grid pages, lay-flat binding' },
  { noun: 'Pen Set', category: 'lifestyle', detail: 'three gel pens in a tin' },
  { noun: 'Umbrella', category: 'lifestyle', detail: 'windproof auto-open canopy' },
  { noun: 'Picnic Blanket', category: 'lifestyle', detail: 'waterproof backing, folds flat' },
  { noun: 'Enamel Pin', category: 'lifestyle', detail: 'hard enamel with a rubber clutch' },
  { noun: 'Keychain', category: 'lifestyle', detail: 'bottle-opener key ring' },
  { noun: 'Sticker Pack', category: 'stickers', detail: 'ten die-cut vinyl stickers' },
  { noun: 'Laptop Decal', category: 'stickers', detail: 'matte vinyl, leaves no residue' },
  { noun: 'Holographic Sticker', category: 'stickers', detail: 'rainbow foil finish' },
  { noun: 'Bumper Sticker', category: 'stickers', detail: 'weatherproof vinyl strip' },
  { noun: 'Coffee Beans', category: 'food_drink', detail: 'whole-bean medium roast, 12 oz bag' },
  { noun: 'Hot Sauce', category: 'food_drink', detail: 'small-batch habanero, 5 oz bottle' },
  { noun: 'Granola', category: 'food_drink', detail: 'maple pecan clusters' },
  { noun: 'Protein Bars', category: 'food_drink', detail: 'box of twelve peanut bars' },
  { noun: 'Tea Sampler', category: 'food_drink', detail: 'eight loose-leaf teas' },
  { noun: 'Chocolate Bar', category: 'food_drink', detail: 'dark chocolate with sea salt' },
  { noun: 'Lip Balm', category: 'health_beauty', detail: 'beeswax with SPF 15' },
  { noun: 'Sunscreen', category: 'health_beauty', detail: 'mineral SPF 30 travel tube' },
  { noun: 'Hand Sanitizer', category: 'health_beauty', detail: 'aloe gel, 2 oz clip bottle' },
  { noun: 'Face Mask', category: 'health_beauty', detail: 'sheet masks with hyaluronic acid' },
  { noun: 'Yoga Mat', category: 'health_beauty', detail: 'non-slip 4 mm mat with a strap' },
];

const EVENTS = [
  'Classic Logo',
  'Hackathon 2025',
  'Trail Run',
  'Summer Launch',
  'Founders Edition',
  'Retro',
  'Conference',
  'Limited Edition',
  'Anniversary',
  'Open Source',
  'Team Offsite',
  'Holiday',
];

const BRAND_FIRST = [
  'Northwind',
  'Stackline',
  'Loop & Lantern',
  'Copperleaf',
  'Bluefin',
  'Harbor',
  'Juniper',
  'Quarry',
  'Redwood',
  'Saltmarsh',
  'Tidewater',
  'Ironbark',
  'Kestrel',
  'Lumen',
  'Meadowlark',
  'Nimbus',
  'Orchard',
  'Pinecrest',
  'Quill',
  'Riverstone',
  'Sable',
  'Thistle',
  'Umber',
  'Vantage',
  'Willow',
  'Yarrow',
  'Zephyr',
  'Alder',
  'Birchwood',
  'Cinder',
  'Driftwood',
  'Ember',
  'Fernhill',
  'Granite',
  'Hollow',
  'Indigo',
];

const BRAND_SECOND = [
  'Outfitters',
  'Coffee',
  'Labs',
  'Brewing',
  'Studio',
  'Cycles',
  'Analytics',
  'Bakery',
  'Climbing',
];

export interface CatalogueListing {
  title: string;
  brand_name: string;
  description: string;
  category: Category;
}

/** The brand of listing i's brand index: every first word with every second word, once. */
export function catalogueBrand(brand: number): string {
  const first = BRAND_FIRST[brand % BRAND_FIRST.length] as string;
  const second = BRAND_SECOND[Math.floor(brand / BRAND_FIRST.length) % BRAND_SECOND.length];
  return `${first} ${second}`;
}

export const CATALOGUE_BRANDS = BRAND_FIRST.length * BRAND_SECOND.length;

/** Listing i: brand i mod brands, the product kind that brand has not listed yet. */
export function catalogueListing(i: number): CatalogueListing {
  const brand = i % CATALOGUE_BRANDS;
  const round = Math.floor(i / CATALOGUE_BRANDS);
  // Each brand walks the kinds in its own order, so no brand lists a kind twice.
  const kind = KINDS[(round + brand * 5) % KINDS.length] as ProductKind;
  const event = EVENTS[(brand * 5 + round) % EVENTS.length] as string;
  const brandName = catalogueBrand(brand);
  return {
    title: `${event} ${kind.noun}`,
    brand_name: brandName,
    category: kind.category,
    description:
      `${kind.detail}. Left over from our ${event.toLowerCase()} run at ${brandName}; ` +
      'free while supplies last, one per person.',
  };
}

/** How many listings the catalogue can hold before a brand would repeat a kind. */
export const CATALOGUE_CAPACITY = CATALOGUE_BRANDS * KINDS.length;
