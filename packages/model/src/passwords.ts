import { z } from './z';
import { MIN_PASSWORD_LENGTH } from './constants';
import { COPY } from './copy';

/**
 * New password + confirmation (docs/product-rules.md#accounts: signup and admin reset share the
 * rules): at least MIN_PASSWORD_LENGTH characters, and both entries equal.
 */
export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, COPY.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: COPY.passwordsDoNotMatch,
  });
export type NewPasswordInput = z.output<typeof newPasswordSchema>;
