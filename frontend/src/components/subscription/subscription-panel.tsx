import { premiumStatuses } from '@presently/proto';
import { useEffect, useRef, useState } from 'react';
import { userMessage } from '@/api/client';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBillingConfig } from '@/hooks/use-billing-config';
import { useCancelSubscription } from '@/hooks/use-cancel-subscription';
import { useConfirmSubscription } from '@/hooks/use-confirm-subscription';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useReactivateSubscription } from '@/hooks/use-reactivate-subscription';
import { useSubscription } from '@/hooks/use-subscription';
import { toast } from '@/hooks/use-toast';
import { WELCOME_DIALOG_DELAY_MS } from '@/lib/constants';
import { isPremiumUser } from '@/lib/premium';
import { BillingHistory } from './billing-history';
import { PaymentDialog } from './payment-dialog';
import { planActions } from './plan-actions';
import { PlanCards, priceDisplay } from './plan-cards';
import { UsageCard } from './usage-card';
import { activatedToast, activationFailedToast, awaitsPayment, confirmationErrorToast, confirmationIssueToast, useUpgradeFlow, type BillingInterval } from './use-upgrade-flow';
import { WelcomeDialog } from './welcome-dialog';

interface SubscriptionPanelProps {
  /** Set after a payment redirect: confirm with forceActivate once, then report back (spec §4). */
  redirect?: { paymentIntentId?: string } | null;
  onRedirectHandled?: () => void;
}

/** Plans, usage, billing history and every plan action; used by /subscription and the profile's tab. */
export function SubscriptionPanel({ redirect, onRedirectHandled }: SubscriptionPanelProps) {
  const { data: user } = useCurrentUser();
  const subscription = useSubscription(!!user);
  const config = useBillingConfig(!!user);
  const [interval, setBillingInterval] = useState<BillingInterval>('monthly');
  const [confirmDowngrade, setConfirmDowngrade] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [paymentSucceeded, setPaymentSucceeded] = useState(false);
  const welcomeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(welcomeTimer.current), []);

  const celebrate = () => {
    setPaymentSucceeded(true);
    clearTimeout(welcomeTimer.current);
    welcomeTimer.current = setTimeout(() => setWelcomeOpen(true), WELCOME_DIALOG_DELAY_MS);
  };

  const details = subscription.data;
  const premium = details ? (details.plan === 'premium' && premiumStatuses.includes(details.status)) || isPremiumUser(user) : isPremiumUser(user);
  const status = details?.status ?? user?.subscriptionStatus;
  const incomplete = status === 'incomplete';
  const cancelAtPeriodEnd = details?.cancelAtPeriodEnd ?? false;
  const actions = planActions({ premium, plan: details?.plan ?? user?.subscriptionPlan, status, cancelAtPeriodEnd });

  const flow = useUpgradeFlow(celebrate);
  const cancel = useCancelSubscription({
    onSuccess: () => {
      setConfirmDowngrade(false);
      toast({ title: 'Subscription cancelled', description: "You'll keep Premium until the end of your billing period.", variant: 'success' });
    },
    onError: (error) => {
      setConfirmDowngrade(false);
      toast({ title: 'Failed to cancel subscription', description: userMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });
  const reactivate = useReactivateSubscription({
    onSuccess: () => toast({ title: 'Subscription reactivated', description: 'Premium will renew as usual.', variant: 'success' }),
    onError: (error) =>
      toast({ title: 'Failed to reactivate subscription', description: userMessage(error, 'Error reactivating subscription'), variant: 'destructive' }),
  });
  const activate = useConfirmSubscription();

  const activateNow = () =>
    activate.mutate(
      { forceActivate: true },
      {
        onSuccess: (result) => {
          if (result?.success) {
            activatedToast(result);
            celebrate();
          } else if (awaitsPayment(result)) {
            // No premium without the payment: starting the upgrade again reopens the card form on this checkout's own
            // payment, which the server hands back for an incomplete checkout of the same plan.
            upgrade();
          } else if (result?.errorOccurred || result?.status === 'processing') {
            // A payment still processing, or one the server could not check: the spec's own toasts say so.
            confirmationIssueToast(result);
          } else {
            activationFailedToast();
          }
        },
        onError: activationFailedToast,
      },
    );

  const redirectHandled = useRef(false);
  useEffect(() => {
    if (!redirect || redirectHandled.current) return;
    redirectHandled.current = true;
    activate.mutate(
      { paymentIntentId: redirect.paymentIntentId, forceActivate: true },
      {
        onSuccess: (result) => {
          if (result?.success) celebrate();
          else confirmationIssueToast(result ?? { success: false });
        },
        onError: confirmationErrorToast,
        onSettled: () => onRedirectHandled?.(),
      },
    );
  });

  const upgrade = () => {
    const prices = config.data?.prices;
    if (!prices) {
      toast({
        title: 'Failed to create subscription',
        description: 'The payment provider has not initialized yet. Please try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    flow.start(prices[interval], interval);
  };

  const price = priceDisplay(config.data, flow.checkout?.interval ?? interval);

  return (
    <div className="space-y-6">
      {paymentSucceeded && (
        <Alert variant="success" title="Payment Successful">
          Your Premium subscription is active. Enjoy unlimited gift ideas!
        </Alert>
      )}
      {incomplete && (
        <Alert variant="warning" title="Subscription Payment Incomplete">
          <p>
            Your upgrade to Premium has not been completed. Activate Now finishes it once your payment has gone through, or takes you back to
            payment if it still needs a card.
          </p>
          <Button variant="premium" size="sm" className="mt-3" onClick={activateNow} disabled={activate.isPending || flow.starting}>
            {activate.isPending ? 'Activating...' : 'Activate Now'}
          </Button>
        </Alert>
      )}
      {subscription.isError && (
        <Alert variant="destructive">We couldn't load your subscription details. Please refresh the page to try again.</Alert>
      )}

      <PlanCards
        config={config.data}
        interval={interval}
        onIntervalChange={setBillingInterval}
        premium={premium}
        cancelAtPeriodEnd={cancelAtPeriodEnd}
        actions={actions}
        busy={{ upgrading: flow.starting, cancelling: cancel.isPending, reactivating: reactivate.isPending }}
        onUpgrade={upgrade}
        onDowngrade={() => setConfirmDowngrade(true)}
        onReactivate={() => reactivate.mutate()}
      />

      {subscription.isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : details ? (
        <UsageCard subscription={details} />
      ) : null}

      {premium && <BillingHistory />}

      {config.data && <PaymentDialog flow={flow} config={config.data} amountLabel={`${price.amount}/${price.per}`} />}

      <ConfirmDialog
        open={confirmDowngrade}
        onOpenChange={setConfirmDowngrade}
        title="Downgrade to Free"
        description="Are you sure you want to cancel your subscription? You'll keep Premium until the end of your current billing period."
        cancelLabel="Keep Premium"
        confirmLabel="Downgrade to Free"
        destructive
        pending={cancel.isPending}
        pendingLabel="Cancelling..."
        onConfirm={() => cancel.mutate()}
      />
      <WelcomeDialog open={welcomeOpen} onOpenChange={setWelcomeOpen} />
    </div>
  );
}
