import { Injectable } from '@nestjs/common';
import { forbidden, notFound } from '@presently/platform';
import { errorCodes, type BillingHistoryEntry } from '@presently/proto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { Invoice } from '../generated/prisma/client';
import { CustomerRepository } from '../repositories/customer.repository';
import { InvoiceRepository } from '../repositories/invoice.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';
import { receiptPage } from './receipt-page';
import { isPremiumSubscription } from './subscription-changes';

export const receiptPath = (invoiceId: string) => `/api/billing/receipts/${encodeURIComponent(invoiceId)}`;

const money = (invoice: Pick<Invoice, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amount / 100);
const day = (date: Date) => format(new TZDate(date.getTime(), 'UTC'), 'MMMM d, yyyy');
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
    return receiptPage({ invoiceId: invoice.id, total: `${money(invoice)} paid on ${day(invoice.paidAt)}`, rows });
  }
}
