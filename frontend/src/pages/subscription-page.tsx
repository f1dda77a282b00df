import { ArrowLeft, Home, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SubscriptionPanel } from '@/components/subscription/subscription-panel';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A payment provider redirect lands here with success=true, redirect_status=succeeded or payment_intent. */
function readRedirect(params: URLSearchParams) {
  const paymentIntentId = params.get('payment_intent') ?? undefined;
  const returned = params.get('success') === 'true' || params.get('redirect_status') === 'succeeded' || !!paymentIntentId;
  return returned ? { paymentIntentId } : null;
}

export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  const [params, setParams] = useSearchParams();
  const [redirect] = useState(() => readRedirect(params));

  return (
    <div className="bg-gradient-to-b from-amber-50/60 to-stone-50">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <nav className="flex flex-wrap gap-2" aria-label="Back">
          <Link to="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden className="size-4" />
            <Home aria-hidden className="size-4" />
            Home
          </Link>
          <Link to="/profile" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <UserRound aria-hidden className="size-4" />
            Profile
          </Link>
        </nav>
        <h1 className="mt-4 font-display text-3xl font-semibold text-stone-900 sm:text-4xl">Subscription</h1>
        <p className="mt-2 text-stone-600">Choose the plan that fits your gifting.</p>
        <div className="mt-8">
          <SubscriptionPanel redirect={redirect} onRedirectHandled={() => setParams({}, { replace: true })} />
        </div>
      </div>
    </div>
  );
}
