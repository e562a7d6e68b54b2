import { useMutation } from '@tanstack/react-query';
import { BRAND_COPY } from '@swagdrop/model';
import { stripeSessionUrl } from './stripe-session-url';

/**
 * Sends the browser to the Stripe customer portal of the user's own Stripe customer
 * (createBillingPortalSession); `opening` from the click until the page leaves.
 */
export function useOpenBillingPortal() {
  const mutation = useMutation({
    mutationFn: async () =>
      window.location.assign(
        await stripeSessionUrl(
          'createBillingPortalSession',
          {},
          { refused: BRAND_COPY.billingPortalFailed, unreachable: BRAND_COPY.billingPortalFailed },
        ),
      ),
  });
  return {
    open: () => mutation.mutateAsync(),
    opening: mutation.isPending || mutation.isSuccess,
  };
}
