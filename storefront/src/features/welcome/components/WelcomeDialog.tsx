import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useNavigate } from 'react-router-dom';
import { markWelcomeSeen } from '../welcome-seen';

/** The welcome dialog itself (Welcome.tsx decides when); all three controls mark it seen. */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();

  const dismiss = () => {
    markWelcomeSeen();
    onClose();
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
