/**
 * Listing categories (docs/product-rules.md#listings). Values are stored; labels differ between
 * forms and the directory filter.
 */
export const CATEGORY_VALUES = [
  'shirts',
  'tech',
  'lifestyle',
  'stickers',
  'food_drink',
  'health_beauty',
] as const;

export type Category = (typeof CATEGORY_VALUES)[number];

/** Labels used by the submit form, the admin form and category chips. */
export const CATEGORY_LABELS: Record<Category, string> = {
  shirts: 'Apparel',
  tech: 'Tech Accessories',
  lifestyle: 'Lifestyle & Home',
  stickers: 'Stickers & Decals',
  food_drink: 'Food & Drink',
  health_beauty: 'Health & Beauty',
};

/** Shorter labels of the directory's category select. */
export const DIRECTORY_CATEGORY_LABELS: Record<Category, string> = {
  shirts: 'Apparel',
  tech: 'Tech',
  lifestyle: 'Lifestyle',
  stickers: 'Stickers',
  food_drink: 'Food & Drink',
  health_beauty: 'Health & Beauty',
};

export const ALL_CATEGORIES_LABEL = 'All Categories';

export const DEFAULT_CATEGORY: Category = 'shirts';

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORY_VALUES as readonly string[]).includes(value);
}

/** Label for a stored value; an unknown value is shown raw rather than hidden. */
export function categoryLabel(value: string): string {
  return isCategory(value) ? CATEGORY_LABELS[value] : value;
}
