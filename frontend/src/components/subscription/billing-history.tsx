import { ExternalLink, Receipt } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useBillingHistory } from '@/hooks/use-billing-history';
import { formatDate } from '@/lib/dates';

/** Billing reports amounts in the currency's units (4.99), as receipts show them. */
function formatAmount(amount: number, currency: string) {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export function BillingHistory() {
  const { data, isLoading, isError } = useBillingHistory(true);
  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-6 shadow-soft sm:p-7" aria-labelledby="billing-title">
      <h3 id="billing-title" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <Receipt aria-hidden className="size-5 text-rose-500" /> Billing history
      </h3>
      {isLoading ? (
        <div className="mt-5">
          <Spinner />
        </div>
      ) : isError ? (
        <p className="mt-4 text-sm text-red-600">We couldn't load your billing history. Please try again later.</p>
      ) : !data?.length ? (
        <p className="mt-4 text-sm text-stone-600">No payments yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          {/* Below the small breakpoint each payment is a small card (date and amount, description, status and
              receipt) instead of a row that would scroll sideways on a phone. */}
          <table className="w-full text-sm sm:min-w-[32rem]">
            <thead className="max-sm:sr-only">
              <tr className="border-b border-stone-200 text-left text-stone-500">
                <th scope="col" className="py-2 pr-3 font-medium">Date</th>
                <th scope="col" className="py-2 pr-3 font-medium">Description</th>
                <th scope="col" className="py-2 pr-3 font-medium">Amount</th>
                <th scope="col" className="py-2 pr-3 font-medium">Status</th>
                <th scope="col" className="py-2 font-medium"><span className="sr-only">Receipt</span></th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100 last:border-0 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:py-3">
                  <td className="py-3 pr-3 text-stone-700 max-sm:order-1 max-sm:p-0">{formatDate(entry.date)}</td>
                  <td className="py-3 pr-3 text-stone-700 max-sm:order-3 max-sm:col-span-2 max-sm:p-0">{entry.description}</td>
                  <td className="py-3 pr-3 font-medium text-stone-900 max-sm:order-2 max-sm:p-0 max-sm:text-right">{formatAmount(entry.amountPaid, entry.currency)}</td>
                  <td className="py-3 pr-3 max-sm:order-4 max-sm:p-0">
                    <Badge variant={entry.status === 'paid' ? 'success' : 'warning'} className="capitalize">
                      {entry.status}
                    </Badge>
                  </td>
                  <td className="py-3 text-right max-sm:order-5 max-sm:p-0">
                    {entry.pdf && (
                      <a href={entry.pdf} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-rose-700 hover:underline">
                        Receipt <ExternalLink aria-hidden className="size-3.5" />
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
