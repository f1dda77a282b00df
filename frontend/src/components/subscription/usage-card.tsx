import type { SubscriptionDetails } from '@presently/proto';
import { BarChart3 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/dates';

function UsageRow({ label, used, total }: { label: string; used: number; total: number | 'Unlimited' }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-stone-700">{label}</span>
        <span className="text-stone-600">{total === 'Unlimited' ? `${used} used · Unlimited` : `${used} of ${total} used`}</span>
      </div>
      {total !== 'Unlimited' && <Progress className="mt-2" value={Math.min(used, total)} max={Math.max(total, 1)} label={`${label} used`} />}
    </div>
  );
}

export function UsageCard({ subscription }: { subscription: SubscriptionDetails }) {
  const { credits, usage, trialEnd, cancelAtPeriodEnd } = subscription;
  // A free plan has no billing period to show.
  const currentPeriodEnd = subscription.plan === 'premium' ? subscription.currentPeriodEnd : null;
  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="usage-title">
      <h3 id="usage-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <BarChart3 aria-hidden className="size-5 text-rose-500" /> This month's usage
      </h3>
      <div className="mt-5 space-y-5">
        <UsageRow label="Gift suggestions" used={credits?.gift.used ?? usage.giftsUsed} total={credits?.gift.total ?? usage.giftsUsed + usage.giftsRemaining} />
        <UsageRow
          label="Card messages"
          used={credits?.card.used ?? usage.cardMessagesUsed}
          total={credits?.card.total ?? usage.cardMessagesUsed + usage.cardMessagesRemaining}
        />
      </div>
      {(currentPeriodEnd || trialEnd) && (
        <dl className="mt-5 space-y-1 border-t border-stone-100 pt-4 text-sm">
          {trialEnd && (
            <div className="flex justify-between">
              <dt className="text-stone-500">Trial ends</dt>
              <dd className="font-medium text-stone-800">{formatDate(trialEnd)}</dd>
            </div>
          )}
          {currentPeriodEnd && (
            <div className="flex justify-between">
              <dt className="text-stone-500">{cancelAtPeriodEnd ? 'Premium ends' : 'Renews on'}</dt>
              <dd className="font-medium text-stone-800">{formatDate(currentPeriodEnd)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
