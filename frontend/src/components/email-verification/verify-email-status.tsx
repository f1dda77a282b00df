import { VERIFY_LINK_INVALID, verifyEmailSchema } from '@presently/proto';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmail } from '@/hooks/use-verify-email';
import { toast } from '@/hooks/use-toast';

const linkClass = 'font-semibold text-rose-700 underline-offset-2 hover:underline';

/** Sends the e-mail's token once, as JSON, and shows how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const verify = useVerifyEmail({
    onSuccess: ({ message }) => {
      setOutcome({ ok: true, message });
      toast({ title: 'E-mail address confirmed', description: message, variant: 'success' });
    },
    onError: (error) => setOutcome({ ok: false, message: userMessage(error, 'Failed to confirm the address. Please try again.') }),
  });
  const valid = verifyEmailSchema.shape.token.safeParse(token).success;
  // React runs effects twice in development: the link works once, so it is sent once.
  const sent = useRef(false);
  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, valid, verify]);

  // A link cut short by a mail client, or opened without its token, cannot work: say so without asking.
  if (!valid) return <Alert variant="destructive">{VERIFY_LINK_INVALID}</Alert>;
  if (!outcome) {
    return (
      <p className="flex items-center gap-2 text-stone-600">
        <Spinner label="Confirming your address" /> <span aria-hidden>Confirming your address...</span>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Alert variant={outcome.ok ? 'success' : 'destructive'}>{outcome.message}</Alert>
      <Link to={outcome.ok ? '/profile?tab=occasions' : '/profile?tab=account'} className={linkClass}>
        {outcome.ok ? 'See your occasions' : 'Go to your profile'}
      </Link>
    </div>
  );
}
