import { useEffect, useRef } from 'react';
import { userMessage } from '@/api/client';
import { useConfirmSubscription } from '@/hooks/use-confirm-subscription';
import { toast } from '@/hooks/use-toast';
import { PROFILE_CONFIRM_RETRY_MS } from '@/lib/constants';
import { confirmationIssueToast } from '@/components/subscription/use-upgrade-flow';

const ACTIVATE_TOAST_MS = 10_000;

/**
 * After a payment redirect to /profile?success=true (spec §4): confirm, and when the payment succeeded but the plan
 * is still incomplete or processing, say so (offering 'Activate Now' when allowed) and retry once after 5 s.
 */
export function useProfileConfirmation(active: boolean, onDone: () => void) {
  const confirm = useConfirmSubscription();
  const started = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;

    const forceActivate = () =>
      confirm.mutate(
        { forceActivate: true },
        {
          onSuccess: (result) =>
            result?.success
              ? toast({ title: 'Subscription Activated', description: result.message || 'Premium is now active.', variant: 'success' })
              : toast({ title: 'Activation Failed', description: 'Failed to activate subscription. Please try again.', variant: 'destructive' }),
          onError: (error) =>
            toast({ title: 'Activation Failed', description: userMessage(error, 'Failed to activate subscription. Please try again.'), variant: 'destructive' }),
        },
      );

    const run = (attempt: number) =>
      confirm.mutate(
        {},
        {
          onSuccess: (result) => {
            if (result?.success) {
              toast({ title: 'Subscription Activated', description: result.message || 'Premium is now active.', variant: 'success' });
            } else if ((result?.status === 'incomplete' || result?.status === 'processing') && result.paymentStatus === 'succeeded') {
              toast({
                title: 'Payment Successful',
                description: 'Your payment was received. We are activating your subscription.',
                variant: 'success',
                duration: ACTIVATE_TOAST_MS,
                action: result.canForceActivate ? { label: 'Activate Now', onClick: forceActivate } : undefined,
              });
              if (attempt === 0) retryTimer.current = setTimeout(() => run(1), PROFILE_CONFIRM_RETRY_MS);
            } else {
              confirmationIssueToast(result ?? { success: false });
            }
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: userMessage(error, 'There was an error confirming your subscription. Please refresh the page.'),
              variant: 'destructive',
            }),
        },
      );

    run(0);
    onDone();
  });
}
