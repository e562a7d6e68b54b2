/**
 * Billing portal sessions: POST /v1/billing_portal/sessions returns a session whose `url` is the
 * stand-in's portal page (portal-page.ts), where the customer sees their plans and can cancel.
 */
import { invalid, noSuch } from './errors';
import type { FormObject } from './form-parse';
import { optString, rejectUnknown, reqString } from './params';
import { newId, nowSeconds, type StandinState } from './store';
import type { BillingPortalSession } from './types';

export function createPortalSession(
  state: StandinState,
  params: FormObject,
  baseUrl: string,
): BillingPortalSession {
  rejectUnknown(params, ['customer', 'return_url', 'configuration', 'locale']);
  const customer = reqString(params, 'customer');
  if (!state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const returnUrl = optString(params, 'return_url') || null;
  if (returnUrl && !/^https?:\/\//.test(returnUrl)) {
    throw invalid(`Not a valid URL: ${returnUrl}`, 'return_url', 'url_invalid');
  }
  const configuration = optString(params, 'configuration') ?? state.portalConfiguration;
  if (configuration !== state.portalConfiguration) {
    throw noSuch('billing_portal.configuration', configuration, 'configuration');
  }
  const id = newId('bps');
  const session: BillingPortalSession = {
    id,
    object: 'billing_portal.session',
    configuration,
    created: nowSeconds(),
    customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${baseUrl}/billing_portal/${id}`,
  };
  state.portalSessions.set(id, session);
  return session;
}
