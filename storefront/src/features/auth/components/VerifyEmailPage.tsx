import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EMAIL_VERIFICATION_COPY as TEXT } from '@swagdrop/model';
import FullPageSpinner from '../../../components/FullPageSpinner';
import { useVerifyEmail } from '../api/verify-email';
import AuthCard from './AuthCard';

const toDashboard = (
  <Button component={RouterLink} to="/dashboard" variant="contained" size="large" fullWidth>
    {TEXT.toDashboard}
  </Button>
);

/**
 * Where a brand's verification email leads (/reset-password with `mode=verifyEmail`, the
 * project's one email action URL): applies the code and says whether it worked.
 */
export default function VerifyEmailPage({ code }: { code: string }) {
  const verification = useVerifyEmail(code);

  if (verification.isPending) return <FullPageSpinner label={TEXT.checking} />;
  if (verification.isError) {
    return (
      <AuthCard title={TEXT.title} footer={null}>
        <Alert severity="error" sx={{ mb: 3 }}>
          {TEXT.invalidLink}
        </Alert>
        {toDashboard}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TEXT.verifiedTitle} footer={null}>
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {TEXT.verified}
      </Alert>
      {toDashboard}
    </AuthCard>
  );
}
