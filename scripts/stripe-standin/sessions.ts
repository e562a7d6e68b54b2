/**
 * POST /v1/checkout/sessions: validates the parameters the way Checkout does for the features
 * SwagDrop uses, and refuses features the stand-in cannot honour instead of silently dropping them.
 */
import { invalid, noSuch } from './errors';
import type { FormObject, FormValue } from './form-parse';
import {
  isFormObject,
  optArray,
  optInt,
  optMetadata,
  optObject,
  optString,
  rejectUnknown,
  reqString,
} from './params';
import { createPrice } from './catalogue';
import { sessionObject } from './session-object';
import { newId, nowSeconds, type StandinState } from './store';
import type { CheckoutLineItem, CheckoutSession, Price } from './types';

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer',
  'customer_email',
  'client_reference_id',
  'metadata',
  'subscription_data',
  'payment_intent_data',
  'expires_at',
  'ui_mode',
  'customer_creation',
  // Accepted but cosmetic here: the hosted page never collects these.
  'allow_promotion_codes',
  'billing_address_collection',
  'locale',
  'submit_type',
  'automatic_tax',
  'tax_id_collection',
  'consent_collection',
  'custom_text',
  'phone_number_collection',
  'customer_update',
  'payment_method_collection',
  'invoice_creation',
];

/** Parameters the pinned API version no longer has (`allowed_payment_method_types` replaced it). */
const REMOVED_PARAMS = ['payment_method_types'];
/** Checkout.SessionCreateParams.UiMode of the pinned API version. */
const UI_MODES = ['elements', 'embedded_page', 'form', 'hosted_page'];

export function createSession(
  state: StandinState,
  params: FormObject,
  baseUrl: string,
): CheckoutSession {
  for (const removed of REMOVED_PARAMS) {
    if (params[removed] !== undefined) {
      throw invalid(`Received unknown parameter: ${removed}`, removed, 'parameter_unknown');
    }
  }
  rejectUnknown(params, SESSION_PARAMS);
  const mode = reqString(params, 'mode');
  if (mode !== 'payment' && mode !== 'subscription') {
    throw invalid(
      `The stand-in supports mode 'payment' and 'subscription', not '${mode}'.`,
      'mode',
    );
  }
  const customerCreation = optString(params, 'customer_creation') ?? 'if_required';
  if (customerCreation !== 'always' && customerCreation !== 'if_required') {
    throw invalid(`Invalid customer_creation: ${customerCreation}`, 'customer_creation');
  }
  if (mode !== 'payment' && params.customer_creation !== undefined) {
    throw invalid('customer_creation can only be used in payment mode.', 'customer_creation');
  }
  const uiMode = optString(params, 'ui_mode') ?? 'hosted_page';
  if (!UI_MODES.includes(uiMode)) {
    throw invalid(`Invalid ui_mode: must be one of ${UI_MODES.join(', ')}`, 'ui_mode');
  }
  if (uiMode !== 'hosted_page') {
    throw invalid(`The stand-in only serves ui_mode hosted_page, not ${uiMode}.`, 'ui_mode');
  }
  const successUrl = checkUrl(reqString(params, 'success_url'), 'success_url');
  const cancelUrl = params.cancel_url
    ? checkUrl(reqString(params, 'cancel_url'), 'cancel_url')
    : null;

  const customer = optString(params, 'customer') || null;
  const customerEmail = optString(params, 'customer_email') || null;
  if (customer && customerEmail) {
    throw invalid('You may only specify one of these parameters: customer, customer_email.');
  }
  if (customer && !state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  if (customerEmail && !customerEmail.includes('@')) {
    throw invalid('Invalid email address: ' + customerEmail, 'customer_email', 'email_invalid');
  }

  const rawItems = optArray(params, 'line_items');
  if (!rawItems?.length) {
    throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
  }
  const items = rawItems.map((raw, index) => parseLineItem(state, raw, index));
  checkItemsForMode(items, mode);

  const subscriptionData = optObject(params, 'subscription_data') ?? {};
  if (mode !== 'subscription' && params.subscription_data !== undefined) {
    throw invalid('subscription_data can only be used in subscription mode.', 'subscription_data');
  }
  rejectUnknown(subscriptionData, ['metadata', 'description'], 'subscription_data');
  const intentData = optObject(params, 'payment_intent_data') ?? {};
  if (mode !== 'payment' && params.payment_intent_data !== undefined) {
    throw invalid('payment_intent_data can only be used in payment mode.', 'payment_intent_data');
  }
  rejectUnknown(intentData, ['metadata', 'description'], 'payment_intent_data');

  const created = nowSeconds();
  const id = newId('cs_test');
  const amount = items.reduce((sum, item) => sum + item.amount_total, 0);
  const session = sessionObject({
    id,
    created,
    amount,
    mode,
    currency: items[0]?.currency ?? 'usd',
    customer,
    customerEmail,
    customerCreation: mode === 'payment' ? customerCreation : null,
    clientReferenceId: optString(params, 'client_reference_id') || null,
    expiresAt: optInt(params, 'expires_at') ?? created + 24 * 60 * 60,
    metadata: optMetadata(params) ?? {},
    successUrl,
    cancelUrl,
    url: `${baseUrl}/checkout/${id}`,
  });
  state.sessions.set(id, session);
  state.lineItems.set(id, items);
  state.sessionExtras.set(id, {
    alwaysCreateCustomer: customerCreation === 'always',
    subscriptionMetadata:
      optMetadata(subscriptionData, 'metadata', 'subscription_data[metadata]') ?? {},
    subscriptionDescription: optString(subscriptionData, 'description') ?? null,
    paymentIntentMetadata:
      optMetadata(intentData, 'metadata', 'payment_intent_data[metadata]') ?? {},
    paymentIntentDescription: optString(intentData, 'description') ?? null,
  });
  return session;
}

function checkUrl(value: string, param: string): string {
  // The placeholder is not valid URL syntax everywhere, so validate with it filled in.
  const probe = value.replaceAll('{CHECKOUT_SESSION_ID}', 'cs_test_probe');
  let parsed: URL;
  try {
    parsed = new URL(probe);
  } catch {
    throw invalid(`Not a valid URL: ${value}`, param, 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw invalid(`Not a valid URL: ${value}`, param, 'url_invalid');
  }
  return value;
}

function parseLineItem(state: StandinState, raw: FormValue, index: number): CheckoutLineItem {
  const at = `line_items[${index}]`;
  if (!isFormObject(raw)) throw invalid(`Invalid object: ${at}`, at);
  rejectUnknown(raw, ['price', 'price_data', 'quantity'], at);
  const quantity = optInt(raw, 'quantity', `${at}[quantity]`);
  if (quantity === undefined) {
    throw invalid(`Quantity is required. Add \`quantity\` to \`${at}\`.`, `${at}[quantity]`);
  }
  if (quantity < 1) throw invalid('Quantity must be at least 1.', `${at}[quantity]`);
  const priceId = optString(raw, 'price', `${at}[price]`);
  const priceData = optObject(raw, 'price_data', `${at}[price_data]`);
  if (Boolean(priceId) === Boolean(priceData)) {
    throw invalid(`Provide exactly one of \`price\` or \`price_data\` in ${at}.`, at);
  }
  let price: Price;
  if (priceId) {
    const found = state.prices.get(priceId);
    if (!found) throw noSuch('price', priceId, `${at}[price]`);
    price = found;
  } else {
    price = createPrice(state, priceData ?? {}, { at: `${at}[price_data]`, inline: true });
  }
  const amount = (price.unit_amount ?? 0) * quantity;
  const product = state.products.get(price.product);
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: product?.name ?? price.nickname ?? price.id,
    metadata: {},
    price,
    quantity,
  };
}

function checkItemsForMode(items: CheckoutLineItem[], mode: 'payment' | 'subscription'): void {
  const currencies = new Set(items.map((item) => item.currency));
  if (currencies.size > 1)
    throw invalid('All line items must use the same currency.', 'line_items');
  const recurring = items.flatMap((item) => (item.price.recurring ? [item.price.recurring] : []));
  if (mode === 'payment' && recurring.length > 0) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  }
  if (mode === 'subscription' && recurring.length === 0) {
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  if (mode === 'subscription' && recurring.length < items.length) {
    // Stripe would bill one-time items on the first invoice; SwagDrop never sells any.
    throw invalid(
      'The stand-in only supports recurring prices in subscription mode.',
      'line_items',
    );
  }
  const cycles = new Set(recurring.map((r) => `${r.interval}/${r.interval_count}`));
  if (cycles.size > 1) {
    throw invalid('All recurring prices must share the same billing interval.', 'line_items');
  }
}
