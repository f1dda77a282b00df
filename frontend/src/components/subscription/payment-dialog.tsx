import type { BillingConfig } from '@presently/proto';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';
import type { useUpgradeFlow } from './use-upgrade-flow';

type UpgradeFlow = ReturnType<typeof useUpgradeFlow>;

interface PaymentDialogProps {
  flow: UpgradeFlow;
  config: BillingConfig;
  amountLabel: string;
}

export function PaymentDialog({ flow, config, amountLabel }: PaymentDialogProps) {
  const { checkout } = flow;
  if (!checkout) return null;
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && !flow.paying && flow.cancelCheckout()}>
        <DialogContent
          icon={<CreditCard aria-hidden className="size-5" />}
          title="Upgrade to Premium"
          description={`Premium ${checkout.interval === 'yearly' ? 'yearly' : 'monthly'}: ${amountLabel}. Renews automatically until you cancel.`}
        >
          {flow.polling ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center" aria-live="polite">
              <Spinner className="size-8" />
              <h3 className="font-semibold text-stone-900">Payment Processing</h3>
              <p className="text-sm text-stone-600">We're waiting for your bank to confirm. This can take up to a minute.</p>
            </div>
          ) : (
            <div className="space-y-4">
              {flow.paymentError && <Alert variant="destructive" title="Payment Failed">{flow.paymentError}</Alert>}
              {config.provider === 'sandbox' ? (
                <SandboxCardForm amountLabel={amountLabel} pending={flow.paying} onPay={flow.paySandbox} />
              ) : (
                <StripeCardForm
                  publishableKey={config.publishableKey}
                  clientSecret={checkout.clientSecret}
                  amountLabel={amountLabel}
                  onResult={flow.handleProviderResult}
                />
              )}
              <p className="flex items-center justify-center gap-1.5 text-xs text-stone-500">
                <ShieldCheck aria-hidden className="size-3.5" /> Payments are encrypted and processed securely.
              </p>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={flow.authenticating} onOpenChange={(open) => !open && !flow.paying && flow.authenticate('fail')}>
        <DialogContent
          size="sm"
          icon={<ShieldCheck aria-hidden className="size-5" />}
          title="Authenticate this payment"
          description="Your bank asks you to confirm this payment. In the sandbox you choose the outcome."
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <div className="flex flex-col gap-2">
            <Button onClick={() => flow.authenticate('succeed')} disabled={flow.paying}>
              Complete authentication
            </Button>
            <Button variant="secondary" onClick={() => flow.authenticate('fail')} disabled={flow.paying}>
              Fail authentication
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
