import { useSearchParams } from 'react-router-dom';
import { AccountRecoveryCard } from '@/components/auth/account-recovery-card';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  return (
    <AccountRecoveryCard title="Choose a new password" intro="At least 6 characters. Every device signed in to your account will be signed out.">
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AccountRecoveryCard>
  );
}
