import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, z } from '@swagdrop/model';

/**
 * The reset-request form's check: a valid email. Apart from the call (send-reset-email.ts) so
 * the login page loads it, and zod, only when the form is first checked.
 */
export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequestInput = z.output<typeof resetRequestSchema>;

export const resetRequestResolver = zodResolver(resetRequestSchema);
