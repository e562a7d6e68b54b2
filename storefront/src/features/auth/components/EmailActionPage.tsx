import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readVerifyEmailCode } from '@swagdrop/model';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';

/**
 * /reset-password is the project's one email action URL (README, Deploying): a verification
 * link (`mode=verifyEmail`) verifies the address, every other link is a password reset.
 */
export default function EmailActionPage() {
  const { search } = useLocation();
  const verifyCode = useMemo(() => readVerifyEmailCode(search), [search]);
  return verifyCode ? <VerifyEmailPage code={verifyCode} /> : <ResetPasswordPage />;
}
