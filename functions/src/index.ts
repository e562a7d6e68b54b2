/**
 * Every deployed function, grouped by family. Public write paths validate with the shared
 * zod schemas and are throttled; admin functions check the `admin` custom claim themselves.
 */
export { joinWaitlist } from './public/join-waitlist';
export { saveListing } from './admin/listings-save';
export { deleteListing } from './admin/listings-delete';
export { extendListing } from './admin/listings-extend';
export { claimsPerDay } from './admin/dashboard-claims-per-day';
export { approveSubmission } from './admin/approve-submission';
export { rejectSubmission } from './admin/reject-submission';
export { rejectAndRefundSubmission } from './refunds/reject-and-refund';
export { setReportStatus } from './admin/set-report-status';
export { exportClaimsCsv } from './admin/export-claims';
export { submitClaim } from './public/submit-claim';
export { submitReport } from './public/submit-report';
export { directoryOnListingWrite } from './directory/meta-trigger';
export { directoryData } from './directory/directory-data';
export { renderDirectoryPage } from './directory/render-directory-page';
export { renderListingPage } from './directory/render-listing-page';
export { sitemap } from './directory/sitemap';
export { createSubmission } from './brands/create-submission';
export { updateSubmission } from './brands/update-submission';
export { mySubmissions } from './brands/my-submissions';
export { myListings } from './brands/my-listings';
export { myPayments } from './brands/my-payments';
export { addListingStock } from './stock/add-listing-stock';
export { closeMyListing } from './stock/close-my-listing';
export { createCheckoutSession } from './stripe/checkout-session';
export { createSubscriptionCheckout } from './stripe/subscription-checkout';
export { stripeWebhook } from './stripe/webhook';
export { planCatalogue } from './stripe/plan-catalogue';
export { createBillingPortalSession } from './stripe/billing-portal';
export { processUploadedImage } from './images/image-pipeline';
export { cleanPendingUploads } from './images/pending-cleanup';
export { cleanAnonymousAccounts } from './accounts/anonymous-cleanup';
export { plansOnSubscriptionWrite } from './plans/subscription-trigger';
export { expireListings } from './plans/expiry-schedule';
export { sendQueuedMail } from './mail/send-trigger';
export { retryFailedMail } from './mail/retry-schedule';
export { remindExpiringListingsDaily } from './plans/reminder-schedule';
export { confirmNewsletter } from './public/confirm-newsletter';
export { newsletterUnsubscribe } from './newsletter/unsubscribe';
export { weeklyDigest } from './newsletter/digest-schedule';
export { moderatorDigest } from './mail/moderator-digest-schedule';
export { listMail } from './admin/mail-list';
export { resendMail } from './admin/mail-resend';
