/** Texts of the visitor emails (functions/src/mail/templates/visitor.tsx). */
export const MAIL_VISITOR_COPY = {} as const;
