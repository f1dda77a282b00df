import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PaymentResult } from '@/api/billing';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { payByCard, type StripeCardElement, type StripeInstance } from './stripe-payment';

type StripeFactory = (publishableKey: string) => StripeInstance;

const STRIPE_JS = 'https://js.stripe.com/v3';
let stripeScript: Promise<StripeFactory> | null = null;

function loadStripe(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  stripeScript ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not initialise'));
    };
    script.onerror = () => {
      stripeScript = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return stripeScript;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  /** Called with the payment intent's state after any authentication step, as read again from Stripe. */
  onResult: (result: PaymentResult) => void;
}

export function StripeCardForm({ publishableKey, clientSecret, amountLabel, onResult }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<StripeInstance | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | null = null;
    loadStripe()
      .then((factory) => {
        if (cancelled || !mountRef.current) return;
        const instance = factory(publishableKey);
        element = instance.elements().create('card', { hidePostalCode: true });
        element.mount(mountRef.current);
        setStripe(instance);
        setCard(element);
      })
      .catch(() => !cancelled && setLoadError(true));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  const pay = async () => {
    if (!stripe || !card) {
      setError('The payment provider has not initialized yet. Please try again in a moment.');
      return;
    }
    setSubmitting(true);
    setError(null);
    const payment = await payByCard(stripe, clientSecret, card);
    setSubmitting(false);
    if (payment.error) setError(payment.error);
    if (payment.result) onResult(payment.result);
  };

  return (
    <div className="space-y-4">
      {loadError && <Alert variant="destructive">The payment provider has not initialized yet. Please try again in a moment.</Alert>}
      <div ref={mountRef} className="min-h-11 rounded-xl border border-stone-300 bg-white px-3.5 py-3" aria-label="Card details" />
      {!stripe && !loadError && (
        <p className="flex items-center gap-2 text-sm text-stone-500">
          <Spinner className="size-4" /> Loading secure card form...
        </p>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button size="lg" className="w-full" onClick={pay} disabled={submitting || !stripe}>
        <Lock aria-hidden className="size-4" />
        {submitting ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </div>
  );
}
