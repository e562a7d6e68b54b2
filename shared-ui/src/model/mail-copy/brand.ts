/** Texts of the brand emails (functions/src/mail/templates/brand.tsx). */
export const MAIL_BRAND_COPY = {} as const;
