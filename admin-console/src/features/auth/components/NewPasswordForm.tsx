import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_COPY,
  MIN_PASSWORD_LENGTH,
  newPasswordSchema,
  type NewPasswordInput,
} from '@swagdrop/model';
import FormTextField from '../../../components/FormTextField';

/**
 * New + confirm password (docs/product-rules.md#accounts: 6 characters, must match) and 'Update
 * Password'.
 */
export default function NewPasswordForm({
  email,
  pending,
  onSubmit,
}: {
  email: string | null;
  pending: boolean;
  onSubmit: (values: NewPasswordInput) => void | Promise<void>;
}) {
  const { control, handleSubmit } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const minLength = { htmlInput: { minLength: MIN_PASSWORD_LENGTH } };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Choose a new password"
    >
      <Stack spacing={2}>
        {/* Lets password managers attach the new password to the right account. */}
        {email && (
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
        )}
        <FormTextField
          control={control}
          name="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          slotProps={minLength}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          slotProps={minLength}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? 'Updating...' : ADMIN_COPY.updatePassword}
        </Button>
      </Stack>
    </Box>
  );
}
