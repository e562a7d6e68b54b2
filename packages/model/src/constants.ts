/** Business constants and limits (docs/product-rules.md). */
/**
 * Name of the hidden decoy input on the claim and submit forms (honeypots;
 * docs/product-rules.md#claims). Here, not beside the schemas: the forms render it before they load
 * zod.
 */
export const DECOY_FIELD = 'website';

export const LISTING_FEE_CENTS = 5000;
export const CLIMATE_SHARE = 0.01;
export const PLAN_TERM_DAYS = 90;
export const REVIEW_TIME_TEXT = '24-48 hours';
export const TEAM_CONTACT_HOURS = 48;
export const MINIMUM_AGE = 18;

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export const RECOMMENDED_IMAGE_SIZE = { width: 800, height: 600 } as const;
export const IMAGE_CACHE_CONTROL = 'public, max-age=3600';
export const IMAGE_FOLDER = 'swag-images';
/**
 * Browsers upload to `pending-uploads/<uid>/slot-<n>` (storage.rules); only the function that
 * accepts the submission or listing moves the object to IMAGE_FOLDER. A fixed set of slot names
 * caps what one user can hold (rules cannot count objects).
 */
export const PENDING_UPLOAD_FOLDER = 'pending-uploads';
export const PENDING_UPLOAD_SLOTS = 5;
export const pendingUploadPath = (uid: string, slot: number): string =>
  `${PENDING_UPLOAD_FOLDER}/${uid}/slot-${slot}`;

export const MIN_PASSWORD_LENGTH = 6;

/** The App Check token header our plain HTTP functions read (the callable protocol's name). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const WELCOME_DIALOG_DELAY_MS = 1500;
export const WELCOME_SEEN_STORAGE_KEY = 'swagdrop:welcome-seen';
/** Set while a storefront user is signed in: only then does the header load Firebase Auth. */
export const AUTH_HINT_STORAGE_KEY = 'swagdrop:signed-in';
export const CLAIM_REDIRECT_DELAY_MS = 1500;
export const ADMIN_RESET_REDIRECT_MS = 2000;

export const HOME_FEATURED_COUNT = 6;
export const HOME_SKELETON_COUNT = 6;
export const DIRECTORY_SKELETON_COUNT = 9;
export const ADMIN_RECENT_CLAIMS = 10;
export const META_DESCRIPTION_LENGTH = 150;

export const SUGGESTED_SHIPPING_FEE = '$3-7';
export const GOAL_STATS = [
  { value: '1000+', label: 'Items Rescued' },
  { value: '50+', label: 'Brands' },
  { value: '5000+', label: 'Claimers' },
] as const;

export const SUPPORT_EMAIL = 'help@swagdrop.app';
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/swagdrop' },
  { name: 'X (Twitter)', href: 'https://x.com/swagdrop' },
] as const;

/** Field length limits shared by the forms, the functions and firestore.rules. */
export const LIMITS = {
  firstName: 80,
  email: 254,
  title: 120,
  brandName: 80,
  description: 2000,
  url: 2048,
  couponCode: 50,
  location: 100,
  reportMessage: 1000,
  slug: 140,
} as const;
