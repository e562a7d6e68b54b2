import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import {
  CLAIM_REDIRECT_DELAY_MS,
  CLAIMED_OUT_REASON,
  DAILY_CLAIM_CAP_REASON,
  COPY,
  DECOY_FIELD,
  LIMITS,
  STOCK_COPY,
} from '@swagdrop/model';
import { callableErrorMessage, callableErrorReason } from '@swagdrop/firebase-web';
import {
  claimFormSchema,
  useSubmitClaim,
  type ClaimFormInput,
  type ClaimFormValues,
} from '../api/submit-claim';
import { useClaimLinkNotice } from './claim-link-notice';

export interface ClaimModalProps {
  open: boolean;
  onClose: () => void;
  listing: { id: string; title: string; slug: string; brand: string };
}

// The terms box starts unticked (undefined); the schema only accepts it ticked.
const DEFAULT_VALUES: DefaultValues<ClaimFormInput> = {
  first_name: '',
  email: '',
  [DECOY_FIELD]: '',
};

/** Off-screen but present, so bots that fill every input give themselves away. */
const DECOY_SX = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const;

const TERMS_WORD = 'terms';

/** COPY.claimTerms to the letter, with its last word linking to the terms page. */
function TermsLabel() {
  const text = COPY.claimTerms;
  if (!text.endsWith(TERMS_WORD)) return <>{text}</>;
  return (
    <>
      {text.slice(0, -TERMS_WORD.length)}
      <Link component={RouterLink} to="/terms" target="_blank" rel="noopener noreferrer">
        {TERMS_WORD}
      </Link>
    </>
  );
}

/**
 * Claim modal (docs/product-rules.md#claims): First Name, Email and the 18+ terms checkbox. On
 * success the toast shows, and after CLAIM_REDIRECT_DELAY_MS the claim URL stored on the listing
 * (returned by the server, never taken from input) opens in a new tab, then the modal closes and
 * resets, leaving a link to that URL on screen in case the browser blocked the tab. A claim that
 * arrives after the last unit is answered in the modal itself ('Sorry, this one was just claimed
 * out.'; the server stored nothing) and the form cannot be sent again.
 */
export default function ClaimModal({ open, onClose, listing }: ClaimModalProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const claim = useSubmitClaim();
  const [redirecting, setRedirecting] = useState(false);
  const [claimedOut, setClaimedOut] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const claimLink = useClaimLinkNotice();
  const focusLinkOnExit = useRef(false);
  const { control, register, handleSubmit, reset, formState } = useForm<
    ClaimFormInput,
    unknown,
    ClaimFormValues
  >({ resolver: zodResolver(claimFormSchema), defaultValues: DEFAULT_VALUES });
  const agreed = useWatch({ control, name: 'agreed_to_terms' }) === true;
  const busy = claim.isPending || redirecting;

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: ClaimFormValues) => {
    try {
      const { claim_url: claimUrl } = await claim.mutateAsync({
        ...values,
        listing_id: listing.id,
      });
      enqueueSnackbar(COPY.claimSuccess, { variant: 'success' });
      setRedirecting(true);
      redirectTimer.current = window.setTimeout(() => {
        if (claimUrl) {
          window.open(claimUrl, '_blank', 'noopener,noreferrer');
          claimLink.show(claimUrl, listing.brand);
          focusLinkOnExit.current = true;
        }
        setRedirecting(false);
        reset(DEFAULT_VALUES);
        onClose();
      }, CLAIM_REDIRECT_DELAY_MS);
    } catch (error) {
      const reason = callableErrorReason(error);
      if (reason === CLAIMED_OUT_REASON) setClaimedOut(true);
      else if (reason === DAILY_CLAIM_CAP_REASON)
        enqueueSnackbar(COPY.claimDailyLimit, { variant: 'error' });
      else enqueueSnackbar(callableErrorMessage(error), { variant: 'error' });
    }
  };

  const field = (name: 'first_name' | 'email') => {
    const { ref, ...rest } = register(name);
    const message = formState.errors[name]?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            if (!focusLinkOnExit.current) return;
            focusLinkOnExit.current = false;
            claimLink.focus();
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={titleId}>Claim {listing.title}</DialogTitle>
        <DialogContent>
          {claimedOut && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="claimed-out">
              {STOCK_COPY.claimedOut}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Enter your details and we&apos;ll take you to the brand&apos;s page to get your free
            swag.
          </Typography>
          <TextField
            {...field('first_name')}
            label="First Name"
            required
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ htmlInput: { autoComplete: 'given-name', maxLength: LIMITS.firstName } }}
          />
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { autoComplete: 'email', maxLength: LIMITS.email } }}
          />
          <Box aria-hidden="true" sx={DECOY_SX}>
            <label htmlFor={`${titleId}-${DECOY_FIELD}`}>Website</label>
            <input
              id={`${titleId}-${DECOY_FIELD}`}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register(DECOY_FIELD)}
            />
          </Box>
          <Controller
            name="agreed_to_terms"
            control={control}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                label={<TermsLabel />}
                control={
                  <Checkbox
                    checked={value === true}
                    onChange={(event) => onChange(event.target.checked)}
                    onBlur={onBlur}
                    // aria-required, not required: MUI would append '*' to the spec's text.
                    slotProps={{ input: { ref, 'aria-required': true } }}
                  />
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!agreed || busy || claimedOut}>
            {busy ? COPY.claimSubmitting : 'Claim Now'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
