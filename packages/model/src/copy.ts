import type { TargetScope } from './statuses';

/** User-facing texts, to the letter (docs/product-rules.md#texts). */
export const COPY = {
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please try again later.',

  newsletterTitle: 'Get Latest Swag Drops',
  newsletterSubtitle: "Want the latest swag drops? Get them before they're gone.",
  newsletterButton: 'Join',
  newsletterSuccess: "Thanks for signing up! You'll get the latest swag drops first.",
  newsletterDuplicate: "You're already on our list!",

  claimSuccess: 'Claim submitted! Redirecting you to get your swag...',
  claimTerms: "I'm 18+ and agree to SwagDrop's terms",
  claimSubmitting: 'Claiming...',
  claimDailyLimit: "You've reached today's claim limit. Try again tomorrow.",
  reportSuccess: "Thank you for reporting! We'll review this listing shortly.",
  submissionSuccess: 'Submission received! Redirecting to payment...',
  paymentSuccessToast: 'Payment successful! Your listing will be reviewed within 24-48 hours.',
  paymentCanceled: 'Payment was canceled. You can try submitting again.',
  paymentSessionFailed: 'Failed to create payment session',

  imageInvalid: 'Please select a valid image file',
  imageTooLarge: 'Image size must be less than 2MB',
  imageMissing: 'Please select a product image',
  imageUrlMissing: 'Please enter an image URL',
  imageFileMissing: 'Please select an image file',
  uploadInvalidType: 'Invalid file type. Please upload a JPEG, PNG, GIF, or WebP image.',
  uploadTooLarge: 'File size too large. Please upload an image smaller than 2MB.',
  uploadSlotsFull: 'Too many images waiting to be submitted. Please try again tomorrow.',

  notFoundTitle: 'Swag Not Found',
  notFoundText: "The swag item you're looking for doesn't exist or has been removed.",
  noSwagFound: 'No swag found',
  clearAllFilters: 'Clear all filters',
  shippingNote: 'Note: Products possibly have shipping fees.',
  cityPlaceholder: 'Enter your city to see local offers...',
  searchPlaceholder: 'Search swag, brands...',

  authUnavailable: 'Authentication service unavailable',
  checkoutUnavailable: 'Service unavailable',
  welcomeBack: 'Welcome back!',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  pleaseLogIn: 'Please log in to continue',
  failedToStartCheckout: 'Failed to start checkout',
  failedToCreateCheckout: 'Failed to create checkout session',
  failedToLoadUser: 'Failed to load user data',
  errorLoggingOut: 'Error logging out',
  paymentSuccessfulWelcome: 'Payment successful! Welcome to SwagDrop!',

  resetEmailSent: 'Password reset email sent! Check your inbox.',
  failedToSendReset: 'Failed to send reset email',
  failedToUpdatePassword: 'Failed to update password',
  passwordUpdated: 'Password updated successfully!',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  invalidOrExpiredResetLink: 'Invalid or expired reset link.',
  notAnAdmin: 'This account does not have admin access. You have been signed out.',

  listingUpdated: 'Listing updated successfully',
  listingCreated: 'Listing created successfully',
  listingDeleted: 'Listing deleted successfully',
  failedToSaveListing: 'Failed to save listing',
  failedToFetchListings: 'Failed to fetch listings',
  failedToDeleteListing: 'Failed to delete listing',
  deleteListingConfirm: 'Are you sure you want to delete this listing?',
  uploadingImage: 'Uploading image...',
  submissionApproved: 'Submission approved and published!',
  submissionRejected: 'Submission rejected',
  failedToApprove: 'Failed to approve submission',
  failedToReject: 'Failed to reject submission',
  failedToFetchSubmissions: 'Failed to fetch submissions',
  rejectConfirm: 'Are you sure you want to reject this submission?',
  failedToFetchReports: 'Failed to fetch reports',
  failedToUpdateReport: 'Failed to update report status',
  failedToFetchClaims: 'Failed to fetch claims',
  claimsExported: 'Claims exported to CSV',
  noSubmissions: 'No submissions found for the selected filter.',
  noReports: 'No reports found.',
  noReportsMatching: 'No reports found matching your search.',
  noClaims: 'No claims found.',
  noClaimsMatching: 'No claims found matching your search.',
  unknownItem: 'Unknown Item',
  unknownListing: 'Unknown Listing',
  registeredUser: 'Registered user',
} as const;

export const reportMarkedAs = (status: string): string => `Report marked as ${status}`;
/** After a claim: the stored claim URL, for when the browser did not open the new tab. */
export const claimLinkFallback = (brand: string): string =>
  `Didn't open? Go to ${brand}'s claim page`;
/** Wording kept literally ('N items found') even for one item. */
export const itemsFound = (count: number): string => `${count} items found`;
export const showingTotal = (shown: number, total: number, noun: string): string =>
  `Showing ${shown} of ${total} total ${noun}`;
export const uploadFailed = (message: string): string => `Upload failed: ${message}`;
export const imageUploadFailed = (message: string): string => `Image upload failed: ${message}`;

/**
 * Password reset texts (docs/product-rules.md#accounts), shared by the admin
 * console and the storefront's brand login (/login, /reset-password).
 */
export const PASSWORD_RESET_COPY = {
  forgotPassword: 'Forgot your password?',
  resetTitle: 'Reset Password',
  requestLead: 'Enter your email and we will send you a link to choose a new password.',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  backToLogin: 'Back to Login',
  updatePassword: 'Update Password',
  updating: 'Updating...',
  passwordUpdatedTitle: 'Password Updated!',
} as const;
export const chooseNewPasswordFor = (email: string | null): string =>
  `Choose a new password${email ? ` for ${email}` : ''}.`;

/** A brand account's email verification: the dashboard notice and the emailed link's page. */
export const EMAIL_VERIFICATION_COPY = {
  notVerified: 'Your email address is not verified yet. Open the link we emailed you to verify it.',
  resend: 'Resend verification email',
  resending: 'Sending...',
  sent: 'Verification email sent. Check your inbox.',
  sendFailed: 'Could not send the verification email. Please try again later.',
  checking: 'Checking your verification link',
  title: 'Verify Email',
  verifiedTitle: 'Email Verified',
  verified: 'Your email address is verified.',
  invalidLink:
    'This verification link is invalid, expired or already used. You can send a new one from your dashboard.',
  toDashboard: 'Go to Dashboard',
} as const;

/** Admin console screen texts (docs/product-rules.md#accounts). */
/** A listing's term, plan featuring and expiry (listing-term.ts), on every screen that shows them. */
export const LISTING_TERM_COPY = {
  offerEndedTitle: 'This offer has ended',
  offerEndedText: 'This swag is no longer available. Browse the directory for more free swag.',
  expiredStatus: 'Expired',
  liveStatus: 'Live',
  noEnd: 'No end date',
  extend: 'Extend 90 days',
  extended: 'Listing extended by 90 days',
  extendFailed: 'Failed to extend the listing',
  endDateLabel: 'Ends on (optional)',
  endDateHelp: 'Leave empty for no end. After this day the listing is expired.',
  endDateInvalid: 'Please enter a valid date',
  featuredByPlan: 'Featured',
  yourListings: 'Your listings',
  noListingsYet: 'You have no published listings yet. Approved submissions appear here.',
  failedToLoadListings: 'Failed to load your listings',
  renewHint:
    'To bring it back, keep or buy a 90 day plan above: while a plan is active your listings stay live.',
} as const;
export const expiresOn = (date: string): string => `Expires on ${date}`;
export const expiredOn = (date: string): string => `Expired on ${date}`;

export const ADMIN_COPY = {
  welcomeAdmin: 'Welcome back, Admin',
  loginTitle: 'Admin Login',
  forgotPassword: PASSWORD_RESET_COPY.forgotPassword,
  sendResetLink: PASSWORD_RESET_COPY.sendResetLink,
  backToLogin: PASSWORD_RESET_COPY.backToLogin,
  needAccess: 'Need access? Contact your system administrator.',
  updatePassword: PASSWORD_RESET_COPY.updatePassword,
  passwordUpdatedTitle: PASSWORD_RESET_COPY.passwordUpdatedTitle,
  addNewListing: 'Add New Listing',
  nationwide: 'Nationwide',
  pendingUnpaidFilter: 'Pending (unpaid)',
  approveUnpaidTitle: 'Approve unpaid submission?',
  approveUnpaidMessage:
    'This submission has not been paid for. Approving it publishes the listing without the listing fee.',
  approveUnpaidConfirm: 'Approve anyway',
} as const;

/** Brand screens (docs/product-rules.md#accounts) and their errors. */
export const BRAND_COPY = {
  submitTitle: 'Submit Your Swag',
  submitLead: 'List your leftover promotional items and reach people who actually want them.',
  submitButton: 'Submit & Pay $50',
  submitting: 'Submitting...',
  paymentSuccessfulTitle: 'Payment Successful!',
  nextStepReview: 'Your listing will be reviewed within 24-48 hours.',
  nextStepContact: 'Our team will contact you within 48 hours.',
  nextStepFeatured: 'Once approved, your swag will be featured on SwagDrop.',
  submitAnother: 'Submit Another Item',
  imageGuidance: 'Recommended: at least 800x600 pixels. JPEG, PNG, GIF or WebP, under 2MB.',
  locationHint:
    'Be specific: choose a city, not a state. Visitors within the distance they pick from it see your listing; a town the list lacks can still be typed.',
  imageNotOurs: 'Please upload the product image again.',
  submissionNotFound: 'Submission not found',
  submissionAlreadyPaid: 'This submission has already been paid',
  submissionNotPending: 'This submission is no longer awaiting payment',
  loginTitle: 'Brand Login',
  signupTitle: 'Create a Brand Account',
  logIn: 'Log In',
  loggingIn: 'Logging in...',
  signUp: 'Sign Up',
  signingUp: 'Creating account...',
  accountCreated: 'Account created successfully! Welcome to SwagDrop!',
  logout: 'Logout',
  currentPlan: 'Current Plan',
  noPlan: "You don't have a plan yet. Choose one below.",
  availablePlans: 'Available Plans',
  subscribe: 'Subscribe',
  processing: 'Processing...',
  activePlan: 'Active Plan',
  climateNotice: 'Climate positive: 1% of all revenue goes to verified climate nonprofits.',
  mySubmissions: 'My submissions',
  noSubmissionsYet: "You haven't submitted any swag yet.",
  failedToLoadSubmissions: 'Failed to load your submissions',
  unknownPlan: 'Unknown plan',
  planAlreadyActive: 'You already have this plan',
  unknownPrice: 'Unknown plan',
  invalidRedirect: 'Checkout can only return to this site',
  accountActivated: 'Your account is activated. You can now manage your plan from your dashboard.',
  manageBilling: 'Manage billing',
  openingBilling: 'Opening billing...',
  manageBillingHint: 'Cancel at period end or update your card in the Stripe customer portal.',
  billingPortalFailed: 'Could not open billing. Please try again or email support.',
  noBillingAccount: 'No billing account yet. Subscribe to a plan first.',
  plansLoadFailed: 'Could not load the plans. Please reload the page.',
  loadingPlans: 'Loading plans',
} as const;
export const renewsOn = (date: string): string => `Renews on ${date}`;
export const cancelsOn = (date: string): string => `Cancels on ${date}`;

/** Storefront browse screens (docs/product-rules.md#directory) beyond the catalogue above. */
export const BROWSE_COPY = {
  directoryTitle: 'Browse Free Swag',
  directoryLead: 'Free promotional items from brands, nationwide and near you.',
  directoryDescription:
    'Browse free promotional items from brands: apparel, tech, stickers and more. Filter by city, category or keyword and claim your swag.',
  cityLabel: 'Your city',
  searchLabel: 'Search swag',
  categoryLabel: 'Category',
  viewLabel: 'Layout',
  gridView: 'Grid view',
  listView: 'List view',
  loading: 'Loading...',
  featuredHeading: 'Featured Swag',
  moreHeading: 'More Swag',
  /** The heading of an untitled section (nothing featured), for screen readers only. */
  listingsHeading: 'Swag listings',
  emptyHint: 'Try another search, category or city.',
  showMore: 'Show more swag',

  homeTitle: 'Free Swag from Brands You Love',
  homeDescription:
    'SwagDrop is a directory of free promotional merchandise. Brands list leftover swag; you claim it for free.',
  heroTitle: 'Free swag from brands you love',
  heroLead:
    'Brands list their leftover promotional items. You claim them for free. Less waste, more swag.',
  browseCta: 'Browse Free Swag',
  submitCta: 'Submit Your Swag',
  statsHeading: 'Our goals',
  homeFeaturedHeading: 'Featured Swag',
  viewAllSwag: 'View All Swag',
  noFeaturedYet: 'New featured drops are on their way. Browse everything available right now.',
  howItWorksHeading: 'How it works',
  howItWorksSteps: [
    {
      title: 'Browse',
      text: 'Find free swag from brands, filtered by category, keyword or your city.',
    },
    {
      title: 'Claim',
      text: "Pick an item and claim it. We'll send you to the brand's own claim page.",
    },
    {
      title: 'Enjoy',
      text: 'Get your swag from the brand. Some offers may carry a small shipping fee.',
    },
  ],
  forBrandsHeading: 'For Brands',
  forBrandsText:
    'Turn leftover promotional items into goodwill. List your swag, reach people who actually want it and keep it out of landfills. 1% of revenue goes to carbon removal.',
  brandBenefitsCta: 'See Brand Benefits',
  closingHeading: 'Ready to grab some free swag?',
  closingText: 'New drops arrive all the time. Find yours before they are gone.',

  getFreeSwag: 'Get Free Swag',
  getFreeSwagSubLabel: 'Sign up to never miss Free Swag!',
  skipToOffer: 'Skip to offer',
  offerLinkUnavailable: 'The offer link for this item is unavailable.',
  markAsGone: 'Mark as Gone',
  useAtCheckout: 'Use at checkout',
  couponCodeLabel: 'Coupon code',
  hasCoupon: 'Has Coupon',
  freeShipping: 'Free Shipping',
  nationwide: 'Nationwide',
  backToDirectory: 'Back to all swag',
  browseSwag: 'Browse Swag',
  goHome: 'Go home',
} as const;
export const postedOn = (date: string): string => `Posted ${date}`;
/** A listing's location badge: the city of a local offer ('Local' when none is stored). */
export const targetLabel = (scope: TargetScope, location: string | null): string =>
  scope === 'local' ? (location ?? 'Local') : BROWSE_COPY.nationwide;
export const showingOf = (shown: number, total: number): string => `Showing ${shown} of ${total}`;

/** Admin texts the spec does not give (export failures, action labels, the activity log). */
/** Reject and refund (admin queue) and the payment history (brand dashboard). */
export const REFUND_COPY = {
  rejectAndRefund: 'Reject and refund',
  rejectAndRefundTitle: 'Reject and refund this submission?',
  rejectAndRefundHelp: 'The $50 listing fee goes back to the brand through Stripe, once.',
  refunded: (amount: string) => `Submission rejected and ${amount} refunded`,
  notPaid: 'Only a paid submission can be refunded. Reject it without a refund.',
  noCheckout:
    'This submission has no Stripe payment to refund (it was not paid through Checkout). Reject it without a refund.',
  refundFailed: 'Stripe did not make the refund, nothing was changed. Please try again.',
  refundedCannotApprove: 'This submission was refunded and cannot be approved.',
  historyTitle: 'Payment history',
  historyEmpty: 'No payments yet.',
  historyFailed: 'Your payments could not be loaded. Please try again later.',
  listingFee: (title: string) => `Listing fee: ${title}`,
  planPayment: 'Plan payment',
  receipt: 'Receipt',
  columns: ['Date', 'What', 'Amount', 'Refunded', 'Status', 'Receipt'] as const,
} as const;

export const QUEUE_COPY = {
  exportFailed: 'Failed to export claims',
  exportIncomplete: 'The export was incomplete, nothing was saved. Please try again.',
  exportButton: 'Export CSV',
  exporting: 'Exporting...',
  /** The image pipeline found the uploaded file was not an image and deleted it. */
  imageRejected: 'Image rejected: the file was not a real image',
  /** The reject dialog's optional reason, sent to the brand in the rejection email. */
  rejectReasonLabel: 'Reason (optional)',
  rejectReasonHelp: 'Sent to the brand in the rejection email.',
  rejectReasonTooLong: 'The reason must be at most 1000 characters',
  rejectReasonInvalid: 'The reason must be text',
  activityEmpty: 'No activity yet.',
  activityLoadFailed: 'Activity could not be loaded. Press Refresh to try again.',
} as const;
