import { Check, Crown, X } from 'lucide-react';
import { PREMIUM_MONTHLY_PRICE, PREMIUM_YEARLY_BADGE, PREMIUM_YEARLY_PRICE } from '@/lib/constants';

const rows: [string, string | boolean, string | boolean][] = [
  ['Gift suggestions', '3 per month', 'Unlimited'],
  ['Card messages', '1 per month', 'Unlimited'],
  ['Tracked occasions', '3 in total', 'Unlimited'],
  ['Save ideas & feedback', true, true],
  ['Occasion reminders', true, true],
  ['Refine suggestions', false, true],
  ['Compare gifts', false, true],
  ['Personalised card writer', false, true],
];

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Check aria-label="Included" className="mx-auto size-5 text-emerald-600" />;
  if (value === false) return <X aria-label="Not included" className="mx-auto size-5 text-stone-300" />;
  return <span>{value}</span>;
}

/** Free versus premium, as advertised on the sign-in page (spec §1). */
export function PlanComparison() {
  return (
    <aside className="rounded-3xl border border-amber-200 bg-gradient-to-br from-amber-50 via-white to-rose-50 p-6 shadow-soft sm:p-8" aria-labelledby="plans-title">
      <div className="flex items-center gap-2">
        <Crown aria-hidden className="size-6 text-amber-500" />
        <h2 id="plans-title" className="font-display text-2xl font-semibold text-stone-900">
          Free vs Premium
        </h2>
      </div>
      <p className="mt-2 text-sm text-stone-600">
        Start free. Premium is {PREMIUM_MONTHLY_PRICE}/month or {PREMIUM_YEARLY_PRICE}/year{' '}
        <span className="whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">{PREMIUM_YEARLY_BADGE}</span>
      </p>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-amber-200 text-left">
              <th scope="col" className="py-2 pr-2 font-semibold text-stone-700">
                Feature
              </th>
              <th scope="col" className="px-2 py-2 text-center font-semibold text-stone-700">
                Free
              </th>
              <th scope="col" className="py-2 pl-2 text-center font-semibold text-amber-700">
                Premium
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([feature, free, premium]) => (
              <tr key={feature} className="border-b border-amber-100 last:border-0">
                <th scope="row" className="py-2.5 pr-2 text-left font-normal text-stone-700">
                  {feature}
                </th>
                <td className="px-2 py-2.5 text-center text-stone-600">
                  <Cell value={free} />
                </td>
                <td className="py-2.5 pl-2 text-center font-medium text-stone-900">
                  <Cell value={premium} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-stone-600">Premium renews automatically until you cancel. Cancel any time.</p>
    </aside>
  );
}
