import { AccountRecoveryCard } from '@/components/auth/account-recovery-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <AccountRecoveryCard title="Forgot your password?" intro="Enter your account's e-mail address and we'll send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AccountRecoveryCard>
  );
}
