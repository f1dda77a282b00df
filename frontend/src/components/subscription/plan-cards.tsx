import type { BillingConfig } from '@presently/proto';
import { Check, Crown, Gift } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PREMIUM_MONTHLY_PRICE, PREMIUM_YEARLY_BADGE, PREMIUM_YEARLY_PRICE } from '@/lib/constants';
import { cn } from '@/lib/utils';
import type { PlanActions } from './plan-actions';
import type { BillingInterval } from './use-upgrade-flow';

const freeFeatures = ['3 gift suggestions per month', '1 card message per month', '3 tracked occasions', 'Save ideas and give feedback'];
const premiumFeatures = [
  'Unlimited gift suggestions',
  'Unlimited card messages',
  'Unlimited occasions and reminders',
  'Refine and compare gift ideas',
  'Billing history and receipts',
];

export function priceDisplay(config: BillingConfig | undefined, interval: BillingInterval) {
  if (interval === 'yearly') {
    return { amount: config?.display.yearly.amount ?? PREMIUM_YEARLY_PRICE, per: config?.display.yearly.per ?? 'year', badge: config?.display.yearly.badge ?? PREMIUM_YEARLY_BADGE };
  }
  return { amount: config?.display.monthly.amount ?? PREMIUM_MONTHLY_PRICE, per: config?.display.monthly.per ?? 'month', badge: undefined };
}

interface PlanCardsProps {
  config: BillingConfig | undefined;
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  premium: boolean;
  cancelAtPeriodEnd: boolean;
  actions: PlanActions;
  busy: { upgrading: boolean; cancelling: boolean; reactivating: boolean };
  onUpgrade: () => void;
  onDowngrade: () => void;
  onReactivate: () => void;
}

export function PlanCards({ config, interval, onIntervalChange, premium, cancelAtPeriodEnd, actions, busy, onUpgrade, onDowngrade, onReactivate }: PlanCardsProps) {
  const price = priceDisplay(config, interval);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <article className={cn('flex flex-col rounded-3xl border bg-white p-6 shadow-soft sm:p-7', !premium ? 'border-rose-300 ring-4 ring-rose-100' : 'border-stone-200')}>
        <div className="flex items-center justify-between">
          <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
            <Gift aria-hidden className="size-5 text-rose-500" /> Free
          </h3>
          {!premium && <Badge variant="rose">Current Plan</Badge>}
        </div>
        <p className="mt-3">
          <span className="font-display text-4xl font-semibold text-stone-900">$0</span>
          <span className="text-stone-600"> / month</span>
        </p>
        <ul className="mt-5 flex-1 space-y-2.5 text-sm text-stone-700">
          {freeFeatures.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" /> {feature}
            </li>
          ))}
        </ul>
        {actions.downgrade && (
          <Button variant="secondary" className="mt-6" onClick={onDowngrade} disabled={busy.cancelling}>
            {busy.cancelling ? 'Cancelling...' : 'Downgrade to Free'}
          </Button>
        )}
      </article>

      <article className={cn('relative flex flex-col overflow-hidden rounded-3xl border p-6 shadow-lift sm:p-7', premium ? 'border-amber-300 ring-4 ring-amber-100' : 'border-amber-200', 'bg-gradient-to-br from-amber-50 via-white to-rose-50')}>
        <div className="flex items-center justify-between">
          <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
            <Crown aria-hidden className="size-5 text-amber-500" /> Premium
          </h3>
          {premium && <Badge variant="premium">{cancelAtPeriodEnd ? 'Cancels at period end' : 'Current Plan'}</Badge>}
        </div>
        <div className="mt-4 inline-flex self-start rounded-full bg-stone-100 p-1" role="radiogroup" aria-label="Billing interval">
          {(['monthly', 'yearly'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={interval === option}
              onClick={() => onIntervalChange(option)}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-semibold capitalize transition',
                interval === option ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
              )}
            >
              {option}
            </button>
          ))}
        </div>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-4xl font-semibold text-stone-900">{price.amount}</span>
          <span className="text-stone-600">/ {price.per}</span>
          {price.badge && <Badge variant="success">{price.badge}</Badge>}
        </p>
        <ul className="mt-5 flex-1 space-y-2.5 text-sm text-stone-700">
          {premiumFeatures.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" /> {feature}
            </li>
          ))}
        </ul>
        {actions.upgrade && (
          <Button variant="premium" size="lg" className="mt-6" onClick={onUpgrade} disabled={busy.upgrading}>
            <Crown aria-hidden className="size-5" />
            {busy.upgrading ? 'Preparing checkout...' : 'Upgrade to Premium'}
          </Button>
        )}
        {actions.reactivate && (
          <Button variant="premium" className="mt-6" onClick={onReactivate} disabled={busy.reactivating}>
            {busy.reactivating ? 'Reactivating...' : 'Reactivate Subscription'}
          </Button>
        )}
      </article>
    </div>
  );
}
