/**
 * Products and prices. The stand-in starts with none: they are created through the API, as on a
 * fresh Stripe account (`npm run stripe:setup` does it for SwagDrop's two plans).
 */
import { invalid, noSuch } from './errors';
import type { FormObject } from './form-parse';
import {
  mergeMetadata,
  optBool,
  optInt,
  optMetadata,
  optObject,
  optString,
  rejectUnknown,
  reqString,
} from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type { Price, Product, Recurring } from './types';

const PRODUCT_PARAMS = ['name', 'description', 'metadata', 'active', 'images', 'url'];

export function createProduct(state: StandinState, params: FormObject, at = ''): Product {
  const p = (name: string) => (at ? `${at}[${name}]` : name);
  rejectUnknown(params, PRODUCT_PARAMS, at);
  const created = nowSeconds();
  const product: Product = {
    id: newId('prod'),
    object: 'product',
    active: optBool(params, 'active', p('active')) ?? true,
    created,
    default_price: null,
    description: optString(params, 'description', p('description')) || null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: optMetadata(params, 'metadata', p('metadata')) ?? {},
    name: reqString(params, 'name', p('name')),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: optString(params, 'url', p('url')) || null,
  };
  state.products.set(product.id, product);
  return product;
}

export function updateProduct(product: Product, params: FormObject): Product {
  rejectUnknown(params, ['name', 'description', 'metadata', 'active', 'default_price']);
  const name = optString(params, 'name');
  if (name !== undefined) product.name = name;
  const description = optString(params, 'description');
  if (description !== undefined) product.description = description || null;
  const active = optBool(params, 'active');
  if (active !== undefined) product.active = active;
  const metadata = optMetadata(params);
  if (metadata) product.metadata = mergeMetadata(product.metadata, metadata);
  const defaultPrice = optString(params, 'default_price');
  if (defaultPrice !== undefined) product.default_price = defaultPrice || null;
  product.updated = nowSeconds();
  return product;
}

export function listProductsIn(state: StandinState, params: FormObject): Product[] {
  rejectUnknown(params, ['active', 'ids', 'limit', 'starting_after', 'ending_before']);
  const active = optBool(params, 'active');
  const ids = params.ids;
  const wanted = Array.isArray(ids) ? new Set(ids.filter((i) => typeof i === 'string')) : null;
  return [...state.products.values()]
    .filter((product) => active === undefined || product.active === active)
    .filter((product) => !wanted || wanted.has(product.id))
    .reverse();
}

const PRICE_PARAMS = [
  'currency',
  'unit_amount',
  'product',
  'product_data',
  'recurring',
  'lookup_key',
  'transfer_lookup_key',
  'nickname',
  'metadata',
  'active',
  'tax_behavior',
];

/**
 * POST /v1/prices and Checkout's inline `price_data` (`inline`: single-use, never active in the
 * catalogue, no lookup key), which Stripe creates the same way.
 */
export function createPrice(
  state: StandinState,
  params: FormObject,
  opts: { at?: string; inline?: boolean } = {},
): Price {
  const at = opts.at ?? '';
  const p = (name: string) => (at ? `${at}[${name}]` : name);
  const allowed = opts.inline
    ? ['currency', 'unit_amount', 'product', 'product_data', 'recurring']
    : PRICE_PARAMS;
  rejectUnknown(params, allowed, at);
  const currency = reqString(params, 'currency', p('currency')).toLowerCase();
  const unitAmount = optInt(params, 'unit_amount', p('unit_amount'));
  if (unitAmount === undefined || unitAmount < 0) {
    throw invalid(`Missing or invalid ${p('unit_amount')}.`, p('unit_amount'));
  }
  const productId = optString(params, 'product', p('product'));
  const productData = optObject(params, 'product_data', p('product_data'));
  if (Boolean(productId) === Boolean(productData)) {
    throw invalid(`Provide exactly one of \`product\` or \`product_data\`.`, at || 'product');
  }
  if (productId && !state.products.has(productId)) {
    throw noSuch('product', productId, p('product'));
  }
  const product = productId ?? createProduct(state, productData ?? {}, p('product_data')).id;
  const lookupKey = optString(params, 'lookup_key') || null;
  if (lookupKey) claimLookupKey(state, lookupKey, optBool(params, 'transfer_lookup_key') ?? false);
  const recurring = parseRecurring(params, p('recurring'));
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: opts.inline ? false : (optBool(params, 'active') ?? true),
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: optMetadata(params) ?? {},
    nickname: optString(params, 'nickname') || null,
    product,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  state.prices.set(price.id, price);
  return price;
}

/** A lookup key names one price; moving it to a new price needs `transfer_lookup_key`. */
function claimLookupKey(state: StandinState, key: string, transfer: boolean): void {
  for (const price of state.prices.values()) {
    if (price.lookup_key !== key) continue;
    if (!transfer) {
      throw invalid(
        `A price (\`${price.id}\`) already uses that lookup key.`,
        'lookup_key',
        'lookup_key_already_exists',
      );
    }
    price.lookup_key = null;
  }
}

export function updatePrice(state: StandinState, price: Price, params: FormObject): Price {
  rejectUnknown(params, ['active', 'lookup_key', 'transfer_lookup_key', 'metadata', 'nickname']);
  const active = optBool(params, 'active');
  if (active !== undefined) price.active = active;
  const lookupKey = optString(params, 'lookup_key');
  if (lookupKey !== undefined && lookupKey !== price.lookup_key) {
    if (lookupKey)
      claimLookupKey(state, lookupKey, optBool(params, 'transfer_lookup_key') ?? false);
    price.lookup_key = lookupKey || null;
  }
  const metadata = optMetadata(params);
  if (metadata) price.metadata = mergeMetadata(price.metadata, metadata);
  const nickname = optString(params, 'nickname');
  if (nickname !== undefined) price.nickname = nickname || null;
  return price;
}

export function listPricesIn(state: StandinState, params: FormObject): Price[] {
  rejectUnknown(params, [
    'active',
    'product',
    'currency',
    'type',
    'lookup_keys',
    'limit',
    'starting_after',
    'ending_before',
  ]);
  const active = optBool(params, 'active');
  const product = optString(params, 'product');
  const currency = optString(params, 'currency')?.toLowerCase();
  const type = optString(params, 'type');
  if (type !== undefined && type !== 'one_time' && type !== 'recurring') {
    throw invalid(`Invalid type: ${type}`, 'type');
  }
  const keys = params.lookup_keys;
  if (keys !== undefined && !Array.isArray(keys)) throw invalid('Invalid array', 'lookup_keys');
  const lookupKeys = keys ? new Set(keys) : null;
  return [...state.prices.values()]
    .filter((price) => active === undefined || price.active === active)
    .filter((price) => product === undefined || price.product === product)
    .filter((price) => currency === undefined || price.currency === currency)
    .filter((price) => type === undefined || price.type === type)
    .filter(
      (price) => !lookupKeys || (price.lookup_key !== null && lookupKeys.has(price.lookup_key)),
    )
    .reverse();
}

function parseRecurring(data: FormObject, at: string): Recurring | null {
  const raw = optObject(data, 'recurring', at);
  if (!raw) return null;
  rejectUnknown(raw, ['interval', 'interval_count'], at);
  const interval = reqString(raw, 'interval', `${at}[interval]`);
  if (interval !== 'day' && interval !== 'week' && interval !== 'month' && interval !== 'year') {
    throw invalid(`Invalid interval: ${interval}`, `${at}[interval]`);
  }
  const count = optInt(raw, 'interval_count', `${at}[interval_count]`) ?? 1;
  if (count < 1) throw invalid('interval_count must be at least 1', `${at}[interval_count]`);
  return {
    interval,
    interval_count: count,
    meter: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}
