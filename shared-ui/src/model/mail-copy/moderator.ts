/** Texts of the moderator emails (functions/src/mail/templates/moderator.tsx). */
export const MAIL_MODERATOR_COPY = {} as const;
