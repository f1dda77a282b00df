import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useResendVerificationEmail } from '@/hooks/use-resend-verification-email';
import { toast } from '@/hooks/use-toast';

/**
 * Says why no reminder arrives while the address is unconfirmed, and offers the link again. Shows nothing for a
 * confirmed address or a guest.
 */
export function RemindersPausedNotice({ className }: { className?: string }) {
  const { data: user } = useCurrentUser();
  const resend = useResendVerificationEmail({
    onSuccess: ({ message }) => toast({ title: 'Confirmation e-mail sent', description: message, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Could not send the e-mail', description: userMessage(error, 'Please try again later.'), variant: 'destructive' }),
  });
  if (!user || user.emailVerified) return null;
  return (
    <Alert variant="warning" className={className} title="Reminders are paused until you confirm your e-mail address">
      <p>
        We sent a link to <strong className="break-all">{user.email}</strong>. Open it to confirm the address: Presently
        e-mails reminders only to an address its owner has confirmed.
      </p>
      <Button variant="secondary" size="sm" className="mt-3" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : 'Resend verification e-mail'}
      </Button>
    </Alert>
  );
}
