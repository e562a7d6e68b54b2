/** The Checkout Session object as Stripe returns it for a hosted page with card payments. */
import type { CheckoutSession, Metadata } from './types';

export interface SessionFields {
  id: string;
  created: number;
  amount: number;
  mode: 'payment' | 'subscription';
  currency: string;
  customer: string | null;
  customerEmail: string | null;
  customerCreation: 'always' | 'if_required' | null;
  clientReferenceId: string | null;
  expiresAt: number;
  metadata: Metadata;
  successUrl: string;
  cancelUrl: string | null;
  url: string;
}

export function sessionObject(f: SessionFields): CheckoutSession {
  return {
    id: f.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: f.amount,
    amount_total: f.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: f.cancelUrl,
    client_reference_id: f.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: f.created,
    currency: f.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: f.customer,
    customer_account: null,
    customer_creation: f.customerCreation,
    customer_details: null,
    customer_email: f.customerEmail,
    discounts: [],
    expires_at: f.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: f.metadata,
    mode: f.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: f.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: f.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: f.url,
    wallet_options: null,
  };
}
