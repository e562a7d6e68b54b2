import { startTransition, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useNavigate } from 'react-router-dom';
import { WELCOME_DIALOG_DELAY_MS, WELCOME_SEEN_STORAGE_KEY } from '@swagdrop/shared-ui/model';

function hasSeen(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_STORAGE_KEY) === 'true';
  } catch {
    return true; // storage blocked: never nag on every page
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_SEEN_STORAGE_KEY, 'true');
  } catch {
    // storage blocked: the dialog simply shows again next visit
  }
}

/** Spec §1/§4: shown ~1.5 s after load when no seen-flag is stored; all three controls set it. */
export default function WelcomeDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (hasSeen()) return;
    // A transition: the dialog's first render is sliced instead of one long task.
    const timer = window.setTimeout(
      () => startTransition(() => setOpen(true)),
      WELCOME_DIALOG_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  const dismiss = () => {
    markSeen();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-text"
    >
      <DialogTitle id="welcome-title" sx={{ pr: 6 }}>
        Welcome to SwagDrop!
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={dismiss}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent id="welcome-text">
        <Typography gutterBottom>
          We're onboarding vendors right now, and customers will be admitted soon.
        </Typography>
        <Typography>
          No products can be redeemed yet. Are you a brand with leftover swag? List it now and be
          first in line when the doors open.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={dismiss}>Got it!</Button>
        <Button
          variant="contained"
          onClick={() => {
            dismiss();
            navigate('/submit');
          }}
        >
          I'm a Vendor
        </Button>
      </DialogActions>
    </Dialog>
  );
}
