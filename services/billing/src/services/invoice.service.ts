import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '@presently/platform';
import { errorCodes, type BillingHistoryEntry } from '@presently/proto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Invoice } from '../generated/prisma/client';
import { CustomerRepository } from '../repositories/customer.repository';
import { InvoiceRepository } from '../repositories/invoice.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { isPremiumSubscription } from './subscription.service';

export const receiptPath = (invoiceId: string) => `/api/billing/receipts/${encodeURIComponent(invoiceId)}`;

const money = (invoice: Pick<Invoice, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amount / 100);
const day = (date: Date) => format(new TZDate(date.getTime(), 'UTC'), 'MMMM d, yyyy');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
const brandName = (brand: string) => ({ visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' })[brand] ?? brand;

/** The billing history (premium only, spec §6) and each invoice's receipt. */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly customers: CustomerRepository,
  ) {}

  async history(userId: number): Promise<BillingHistoryEntry[]> {
    const [subscription, customer] = await Promise.all([this.subscriptions.find(userId), this.customers.find(userId)]);
    if (!isPremiumSubscription(subscription) && !customer?.premiumOverride) {
      throw forbidden('Billing history is available to premium subscribers.', errorCodes.premiumRequired);
    }
    return (await this.invoices.listForUser(userId)).map((invoice) => ({
      id: invoice.id,
      date: invoice.paidAt.toISOString(),
      description: invoice.description,
      amountPaid: invoice.amount / 100,
      currency: invoice.currency,
      status: invoice.status,
      pdf: receiptPath(invoice.id),
    }));
  }

  /** A printable HTML receipt of the user's own invoice. */
  async receipt(userId: number, invoiceId: string): Promise<string> {
    const invoice = await this.invoices.findForUser(userId, invoiceId);
    if (!invoice) throw notFound('No such receipt.');
    const rows: [string, string][] = [
      ['Receipt number', invoice.id],
      ['Date paid', day(invoice.paidAt)],
      ['Plan', invoice.description],
      ['Service period', `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
      ['Amount paid', money(invoice)],
      ...(invoice.cardLast4 ? [['Payment method', `${brandName(invoice.cardBrand ?? 'card')} ending in ${invoice.cardLast4}`] as [string, string]] : []),
      ['Status', invoice.status === 'paid' ? 'Paid' : invoice.status],
    ];
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Presently receipt ${escapeHtml(invoice.id)}</title>
<style>
  body { font-family: system-ui, sans-serif; color: #1f2937; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  p.lead { color: #6b7280; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 1.5rem; }
  th, td { text-align: left; padding: 0.6rem 0; border-bottom: 1px solid #e5e7eb; }
  th { font-weight: 500; color: #6b7280; width: 45%; }
  .total { font-size: 1.25rem; font-weight: 600; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>Presently</h1>
<p class="lead">Receipt for your Presently Premium subscription</p>
<p class="total">${escapeHtml(money(invoice))} paid on ${escapeHtml(day(invoice.paidAt))}</p>
<table>
${rows.map(([label, value]) => `  <tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p class="lead">Thank you for supporting Presently.</p>
</body>
</html>
`;
  }
}
