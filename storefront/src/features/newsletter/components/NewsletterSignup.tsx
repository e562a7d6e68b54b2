import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@swagdrop/shared-ui/forms';
import Typography from '@mui/material/Typography';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { COPY } from '@swagdrop/model';
import { callableErrorMessage } from '@swagdrop/firebase-web';
import { parseWaitlistInput, useJoinWaitlist } from '../api/join-waitlist';

/**
 * 'Get Latest Swag Drops' (docs/product-rules.md#newsletter): '...' while sending, input cleared on
 * success. A message about what was typed (invalid, already on the list) goes away as soon as the
 * email changes.
 */
export default function NewsletterSignup({ variant = 'block' }: { variant?: 'block' | 'footer' }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const joinWaitlist = useJoinWaitlist();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const duplicateToast = useRef<SnackbarKey | undefined>(undefined);
  const inputId = useId();
  const onDark = variant === 'footer';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await parseWaitlistInput({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COPY.somethingWentWrong);
      return;
    }
    setError(null);
    try {
      const result = await joinWaitlist.mutateAsync(parsed.data);
      if (result.status === 'duplicate') {
        duplicateToast.current = enqueueSnackbar(COPY.newsletterDuplicate, { variant: 'info' });
      } else {
        enqueueSnackbar(COPY.newsletterSuccess, { variant: 'success' });
        setEmail('');
      }
    } catch (err) {
      enqueueSnackbar(callableErrorMessage(err), { variant: 'error' });
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setError(null);
    if (duplicateToast.current !== undefined) closeSnackbar(duplicateToast.current);
    duplicateToast.current = undefined;
  };

  return (
    <Box
      component="section"
      aria-labelledby={`${inputId}-title`}
      data-testid={`newsletter-${variant}`}
    >
      <Typography
        id={`${inputId}-title`}
        component="h2"
        variant={onDark ? 'subtitle1' : 'h5'}
        sx={{ fontWeight: 700 }}
      >
        {COPY.newsletterTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, color: onDark ? '#e9e2ff' : 'text.secondary' }}>
        {COPY.newsletterSubtitle}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextInput
          id={inputId}
          type="email"
          size="small"
          required
          value={email}
          onChange={onChange}
          placeholder="you@example.com"
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{
            htmlInput: { 'aria-label': 'Email address', autoComplete: 'email', maxLength: 254 },
            formHelperText: { sx: { color: onDark ? '#fecaca' : undefined } },
          }}
          sx={{ flexGrow: 1, bgcolor: onDark ? '#ffffff' : undefined, borderRadius: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          color={onDark ? 'secondary' : 'primary'}
          disabled={joinWaitlist.isPending}
        >
          {joinWaitlist.isPending ? '...' : COPY.newsletterButton}
        </Button>
      </Box>
    </Box>
  );
}
