/**
 * Texts of the visitor emails (functions/src/mail/templates/visitor/*.tsx) and of the
 * server-rendered /newsletter/unsubscribe page (functions/src/newsletter/unsubscribe-page.ts).
 * The storefront's /newsletter/confirm page: NEWSLETTER_CONFIRM_COPY in the model.
 */
export const MAIL_VISITOR_COPY = {
  claimSubject: (listingTitle: string) => `Your claim: ${listingTitle}`,
  claimPreview: (brandName: string) => `The way back to ${brandName}'s claim page`,
  claimHeading: 'Your swag is one step away',
  claimGreeting: 'Hi,',
  claimLead: (listingTitle: string, brandName: string) =>
    `Thanks for claiming "${listingTitle}" from ${brandName}. If the brand's page did not open (a blocked popup, a closed tab), this is your way back to it.`,
  claimButton: (brandName: string) => `Claim on ${brandName}'s page`,
  claimListingLead: 'The offer on SwagDrop:',
  claimNoBrandLink:
    "The brand's claim page could not be linked here. Open the offer on SwagDrop to continue.",
  claimViewListing: 'View the offer on SwagDrop',

  confirmSubject: 'Confirm your SwagDrop subscription',
  confirmPreview: 'One click and you will get the latest swag drops.',
  confirmHeading: 'Confirm your subscription',
  confirmLead:
    'You (or someone using your address) asked to get the latest swag drops from SwagDrop. Confirm below and we will email you a weekly digest of new drops.',
  confirmButton: 'Confirm my subscription',
  confirmIgnore: 'Did not sign up? Ignore this email and you will not hear from us again.',

  digestSubject: (count: number) =>
    count === 1 ? '1 new swag drop this week' : `${count} new swag drops this week`,
  digestPreview: 'Fresh free swag from brands you love, before it is gone.',
  digestHeading: 'New swag drops',
  digestLead: 'These offers went live on SwagDrop since our last email:',
  digestFrom: (brandName: string) => `from ${brandName}`,
  digestBrowseAll: 'Browse all swag',
} as const;

/** The page behind every digest's one-click unsubscribe link (/newsletter/unsubscribe). */
export const NEWSLETTER_UNSUBSCRIBE_COPY = {
  pageTitle: 'Unsubscribe',
  askTitle: 'Unsubscribe from SwagDrop emails?',
  askBody: 'Press the button to stop getting the weekly digest of new swag drops.',
  button: 'Unsubscribe',
  doneTitle: 'You have been unsubscribed',
  doneBody: 'You will not get the SwagDrop newsletter anymore. You can sign up again at any time.',
  invalidBody: 'This unsubscribe link is not complete. Use the link from your latest email.',
  backToSwag: 'Back to SwagDrop swag',
} as const;
