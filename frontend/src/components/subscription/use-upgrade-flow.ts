import { useEffect, useRef, useState } from 'react';
import type { ConfirmResult, PaymentResult, SandboxCard } from '@/api/billing';
import { userMessage } from '@/api/client';
import { useConfirmSubscription } from '@/hooks/use-confirm-subscription';
import { useCreateSubscription } from '@/hooks/use-create-subscription';
import { useSandboxAuthentication } from '@/hooks/use-sandbox-authentication';
import { useSandboxPayment } from '@/hooks/use-sandbox-payment';
import { toast } from '@/hooks/use-toast';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX_ATTEMPTS, PAYMENT_POLL_OVERALL_MS } from '@/lib/constants';

export type BillingInterval = 'monthly' | 'yearly';

export interface Checkout {
  clientSecret: string;
  interval: BillingInterval;
}

const PAYMENT_FAILED = 'An error occurred while processing your payment.';

/**
 * A confirmation whose payment waits on the person: a declined or never-entered card, or an authentication they left.
 * Only paying again can activate such a subscription.
 */
export const awaitsPayment = (result: ConfirmResult | undefined) =>
  result?.paymentStatus === 'requires_payment_method' || result?.paymentStatus === 'requires_action';

/** Premium is on after a confirmation (spec §8). */
export const activatedToast = (result: ConfirmResult) =>
  toast({ title: 'Subscription Activated', description: result.message || 'Premium is now active.', variant: 'success' });

/** A forced activation that did not happen; a refusal the server explained (`error`) keeps its explanation. */
export const activationFailedToast = (error?: unknown) =>
  toast({ title: 'Activation Failed', description: userMessage(error, 'Failed to activate subscription. Please try again.'), variant: 'destructive' });

/** A confirmation that could not be made at all (spec §8's generic 'Error'). */
export const confirmationErrorToast = (error: unknown) =>
  toast({ title: 'Error', description: userMessage(error, 'There was an error confirming your subscription. Please refresh the page.'), variant: 'destructive' });

/** Reports a confirmation that did not activate the plan (spec §8). */
export function confirmationIssueToast(result: ConfirmResult) {
  if (result.errorOccurred) {
    toast({ title: 'Verification Issue', description: result.message || 'We could not verify your payment yet.', variant: 'warning' });
  } else if (result.status === 'processing') {
    toast({ title: 'Subscription Status', description: result.message || 'Your payment is still processing.', variant: 'warning' });
  } else {
    toast({
      title: 'Subscription update issue',
      description: 'There was an issue activating your subscription. Please contact support.',
      variant: 'destructive',
    });
  }
}

/**
 * Upgrade: create the subscription → pay → (authenticate) → confirm with forceActivate; a processing payment is
 * polled every 5 s, at most 12 times and never past 65 s (spec §4).
 */
export function useUpgradeFlow(onActivated: () => void) {
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  const [polling, setPolling] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const pollTimer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const pollDeadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const create = useCreateSubscription();
  const sandboxPay = useSandboxPayment();
  const sandboxAuth = useSandboxAuthentication();
  const confirm = useConfirmSubscription();

  const stopPolling = () => {
    clearInterval(pollTimer.current);
    clearTimeout(pollDeadline.current);
    pollTimer.current = undefined;
    setPolling(false);
  };

  useEffect(
    () => () => {
      clearInterval(pollTimer.current);
      clearTimeout(pollDeadline.current);
    },
    [],
  );

  const activated = () => {
    stopPolling();
    setCheckout(null);
    setPaymentError(null);
    toast({ title: 'Payment successful', description: 'Premium subscription activated', variant: 'success' });
    onActivated();
  };

  const finalize = (paymentIntentId: string) => {
    confirm.mutate(
      { paymentIntentId, forceActivate: true },
      {
        onSuccess: (result) => {
          if (result?.success) activated();
          else confirmationIssueToast(result ?? { success: false });
        },
        onError: (error) =>
          toast({ title: 'Error', description: userMessage(error, 'Payment verification failed. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  const startPolling = (paymentIntentId: string) => {
    stopPolling();
    setPolling(true);
    let attempts = 0;
    const giveUp = () => {
      stopPolling();
      toast({ title: 'Still Processing', description: "Your payment is still processing. We'll update your account once it's complete.", variant: 'warning' });
    };
    pollTimer.current = setInterval(() => {
      attempts += 1;
      confirm
        .mutateAsync({ paymentIntentId })
        .then((result) => {
          if (!pollTimer.current) return;
          if (result?.success) activated();
          else if (result?.paymentStatus === 'succeeded') {
            stopPolling();
            finalize(paymentIntentId);
          } else if (attempts >= PAYMENT_POLL_MAX_ATTEMPTS) giveUp();
        })
        .catch(() => {
          if (pollTimer.current && attempts >= PAYMENT_POLL_MAX_ATTEMPTS) giveUp();
        });
    }, PAYMENT_POLL_INTERVAL_MS);
    pollDeadline.current = setTimeout(() => {
      if (pollTimer.current) giveUp();
    }, PAYMENT_POLL_OVERALL_MS);
  };

  const failed = (message: string, title = 'Payment failed') => {
    setPaymentError(message);
    toast({ title, description: message, variant: 'destructive' });
  };

  const handleResult = (result: PaymentResult) => {
    switch (result?.status) {
      case 'succeeded':
        finalize(result.paymentIntentId);
        break;
      case 'requires_action':
        setAuthenticating(true);
        break;
      case 'processing':
        toast({ title: 'Payment Processing', description: "Payment Status: Payment is processing. We'll update your account once it's complete." });
        startPolling(result.paymentIntentId);
        break;
      default:
        failed(result?.message || PAYMENT_FAILED);
    }
  };

  return {
    checkout,
    authenticating,
    polling,
    paymentError,
    starting: create.isPending,
    paying: sandboxPay.isPending || sandboxAuth.isPending || confirm.isPending,
    start: (priceId: string, interval: BillingInterval) => {
      create.mutate(priceId, {
        onSuccess: (result) => {
          if (!result?.clientSecret) {
            toast({
              title: 'Incomplete API response',
              description: 'The subscription service did not return the necessary payment information. Please try again or contact support.',
              variant: 'destructive',
            });
            return;
          }
          setPaymentError(null);
          setCheckout({ clientSecret: result.clientSecret, interval });
        },
        onError: (error) =>
          toast({ title: 'Failed to create subscription', description: userMessage(error, 'Please try again.'), variant: 'destructive' }),
      });
    },
    paySandbox: (card: SandboxCard) => {
      if (!checkout) return;
      setPaymentError(null);
      sandboxPay.mutate(
        { clientSecret: checkout.clientSecret, card },
        {
          onSuccess: handleResult,
          onError: (error) => failed(userMessage(error, 'Error submitting payment information.'), 'Payment Failed'),
        },
      );
    },
    authenticate: (outcome: 'succeed' | 'fail') => {
      if (!checkout) return;
      sandboxAuth.mutate(
        { clientSecret: checkout.clientSecret, outcome },
        {
          onSuccess: (result) => {
            setAuthenticating(false);
            if (result?.status === 'succeeded' || result?.status === 'processing') handleResult(result);
            else failed('Payment authentication failed. Please try again.', 'Payment Failed');
          },
          onError: () => {
            setAuthenticating(false);
            failed('Payment authentication failed. Please try again.', 'Payment Failed');
          },
        },
      );
    },
    /** The card form has run Stripe's next-action step and read the intent again: one still needing action failed it. */
    handleProviderResult: (result: PaymentResult) =>
      result.status === 'requires_action' ? failed('Payment authentication failed. Please try again.', 'Payment Failed') : handleResult(result),
    cancelCheckout: () => {
      stopPolling();
      setCheckout(null);
      setAuthenticating(false);
      setPaymentError(null);
    },
  };
}
