import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { EMAIL_VERIFICATION_COPY as TEXT } from '@swagdrop/model';

/** Shown while the brand's email is unverified; the button sends the link again. */
export default function EmailVerificationNotice({
  sending,
  onResend,
}: {
  sending: boolean;
  onResend: () => void;
}) {
  return (
    <Alert
      severity="info"
      data-testid="email-verification-notice"
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={onResend}>
          {sending ? TEXT.resending : TEXT.resend}
        </Button>
      }
    >
      {TEXT.notVerified}
    </Alert>
  );
}
