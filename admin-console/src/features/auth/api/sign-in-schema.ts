import { zodResolver } from '@hookform/resolvers/zod';
import { emailField, z } from '@swagdrop/model';

/**
 * Login (docs/product-rules.md#accounts): email and password required, email format. Apart from the
 * call (sign-in.ts) so the login page loads it, and zod, only when the form is first checked.
 */
export const adminLoginSchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Password is required'),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

export const adminLoginResolver = zodResolver(adminLoginSchema);
