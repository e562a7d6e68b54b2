/** The storefront page a newsletter confirmation link opens (/newsletter/confirm). */
export const NEWSLETTER_CONFIRM_COPY = {
  pageTitle: 'Confirm your subscription',
  pageDescription: 'Confirm your subscription to the SwagDrop newsletter.',
  askTitle: 'Confirm your subscription',
  askBody: 'Press the button to get the weekly email with the latest swag drops.',
  confirmButton: 'Confirm my subscription',
  confirming: 'Confirming…',
  successTitle: "You're subscribed",
  successBody: "You're subscribed to the latest swag drops. Look out for our weekly email.",
  invalidTitle: 'This link does not work',
  invalidBody:
    'This confirmation link is unknown or has already been used. If you want the latest swag drops, sign up again with the form at the bottom of this page.',
  browseSwag: 'Browse swag',
} as const;
