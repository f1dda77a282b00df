import { useSearchParams } from 'react-router-dom';
import { AccountRecoveryCard } from '@/components/auth/account-recovery-card';
import { VerifyEmailStatus } from '@/components/email-verification/verify-email-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function VerifyEmailPage() {
  useDocumentTitle('Confirm Your E-mail Address');
  const [params] = useSearchParams();
  return (
    <AccountRecoveryCard title="Confirm your e-mail address" intro="Reminders go only to an address you have confirmed.">
      <VerifyEmailStatus token={params.get('token') ?? ''} />
    </AccountRecoveryCard>
  );
}
