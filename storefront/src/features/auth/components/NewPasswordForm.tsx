import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_RESET_COPY,
  newPasswordSchema,
  type NewPasswordInput,
} from '@swagdrop/model';
import PasswordField from './PasswordField';

/** New + confirm password with the shared rules (6 characters, must match), 'Update Password'. */
export default function NewPasswordForm({
  email,
  pending,
  onSubmit,
}: {
  email: string | null;
  pending: boolean;
  onSubmit: (values: NewPasswordInput) => void | Promise<void>;
}) {
  const { register, handleSubmit, formState } = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = (name: keyof NewPasswordInput) => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      fullWidth: true,
      error: Boolean(message),
      helperText: message,
    };
  };
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
        <PasswordField
          {...field('password')}
          label="New Password"
          toggleLabel="new password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          autoFocus
        />
        <PasswordField
          {...field('confirmPassword')}
          label="Confirm Password"
          toggleLabel="confirm password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? PASSWORD_RESET_COPY.updating : PASSWORD_RESET_COPY.updatePassword}
        </Button>
      </Stack>
    </Box>
  );
}
