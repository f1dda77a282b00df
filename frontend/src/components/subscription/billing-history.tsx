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
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
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
                <tr key={entry.id} className="border-b border-stone-100 last:border-0">
                  <td className="py-3 pr-3 text-stone-700">{formatDate(entry.date)}</td>
                  <td className="py-3 pr-3 text-stone-700">{entry.description}</td>
                  <td className="py-3 pr-3 font-medium text-stone-900">{formatAmount(entry.amountPaid, entry.currency)}</td>
                  <td className="py-3 pr-3">
                    <Badge variant={entry.status === 'paid' ? 'success' : 'warning'} className="capitalize">
                      {entry.status}
                    </Badge>
                  </td>
                  <td className="py-3 text-right">
                    {entry.pdf && (
                      <a href={entry.pdf} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-rose-600 hover:underline">
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
