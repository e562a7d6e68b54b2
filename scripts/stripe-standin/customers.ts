/** Customers: created by the functions, or by Checkout for a buyer who has none yet. */
import type { FormObject } from './form-parse';
import { mergeMetadata, optMetadata, optString, rejectUnknown } from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type { Customer } from './types';

export function createCustomer(state: StandinState, params: FormObject): Customer {
  rejectUnknown(params, ['email', 'name', 'description', 'phone', 'metadata']);
  const id = newId('cus');
  const customer: Customer = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: optString(params, 'description') || null,
    discount: null,
    email: optString(params, 'email') || null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: mergeMetadata({}, optMetadata(params) ?? {}),
    name: optString(params, 'name') || null,
    next_invoice_sequence: 1,
    phone: optString(params, 'phone') || null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  state.customers.set(customer.id, customer);
  return customer;
}
