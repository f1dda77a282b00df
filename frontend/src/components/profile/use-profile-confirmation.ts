import { useEffect, useRef } from 'react';
import { useConfirmSubscription } from '@/hooks/use-confirm-subscription';
import { toast } from '@/hooks/use-toast';
import { PROFILE_CONFIRM_RETRY_MS } from '@/lib/constants';
import { activatedToast, activationFailedToast, confirmationErrorToast, confirmationIssueToast } from '@/components/subscription/use-upgrade-flow';

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
          onSuccess: (result) => (result?.success ? activatedToast(result) : activationFailedToast()),
          onError: activationFailedToast,
        },
      );

    const run = (attempt: number) =>
      confirm.mutate(
        {},
        {
          onSuccess: (result) => {
            if (result?.success) {
              activatedToast(result);
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
          onError: confirmationErrorToast,
        },
      );

    run(0);
    onDone();
  });
}
