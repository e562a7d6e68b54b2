/**
 * Inline `price_data` from Checkout line items. Stripe creates a single-use product and price for
 * each; the stand-in does the same so sessions, subscriptions and invoices can all point at ids.
 */
import { invalid, noSuch } from './errors';
import type { FormObject } from './form-parse';
import { optInt, optMetadata, optObject, optString, rejectUnknown, reqString } from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type { Price, Recurring } from './types';

export function createInlinePrice(state: StandinState, data: FormObject, at: string): Price {
  rejectUnknown(data, ['currency', 'unit_amount', 'product', 'product_data', 'recurring'], at);
  const currency = reqString(data, 'currency', `${at}[currency]`).toLowerCase();
  const unitAmount = optInt(data, 'unit_amount', `${at}[unit_amount]`);
  if (unitAmount === undefined || unitAmount < 0) {
    throw invalid(`Missing or invalid ${at}[unit_amount].`, `${at}[unit_amount]`);
  }
  const created = nowSeconds();
  let productId = optString(data, 'product', `${at}[product]`);
  const productData = optObject(data, 'product_data', `${at}[product_data]`);
  if (Boolean(productId) === Boolean(productData)) {
    throw invalid(`Provide exactly one of \`product\` or \`product_data\` in ${at}.`, at);
  }
  if (productId && !state.products.has(productId)) {
    throw noSuch('product', productId, `${at}[product]`);
  }
  if (productData) {
    const pd = `${at}[product_data]`;
    rejectUnknown(productData, ['name', 'description', 'metadata', 'images'], pd);
    productId = newId('prod');
    state.products.set(productId, {
      id: productId,
      object: 'product',
      active: true,
      created,
      updated: created,
      name: reqString(productData, 'name', `${pd}[name]`),
      description: optString(productData, 'description', `${pd}[description]`) ?? null,
      default_price: null,
      images: [],
      livemode: false,
      metadata: optMetadata(productData, 'metadata', `${pd}[metadata]`) ?? {},
      type: 'service',
      url: null,
    });
  }
  const recurring = parseRecurring(data, `${at}[recurring]`);
  const price: Price = {
    id: newId('price'),
    object: 'price',
    // Inline prices are single-use in Stripe and never show up as active catalogue entries.
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId ?? '',
    recurring,
    tax_behavior: 'unspecified',
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  state.prices.set(price.id, price);
  return price;
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
    usage_type: 'licensed',
    meter: null,
    trial_period_days: null,
  };
}
