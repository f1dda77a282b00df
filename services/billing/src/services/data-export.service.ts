import { Injectable } from '@nestjs/common';
import type { BillingExport } from '@presently/proto';
import { InvoiceRepository } from '../repositories/invoice.repository';
import { SandboxPaymentRepository } from '../repositories/sandbox-payment.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Billing's part of "Download my data": the subscription, invoices and payments, field by field, so the payment's
 * client secret and the provider's ids stay here.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly invoices: InvoiceRepository,
    private readonly payments: SandboxPaymentRepository,
  ) {}

  async exportOf(userId: number): Promise<BillingExport> {
    const [subscription, invoices, payments] = await Promise.all([
      this.subscriptions.find(userId),
      this.invoices.listForUser(userId),
      this.payments.listForUser(userId),
    ]);
    return {
      subscription: subscription && {
        plan: subscription.plan,
        status: subscription.status,
        interval: subscription.interval,
        amount: subscription.amount,
        currency: subscription.currency,
        currentPeriodStart: iso(subscription.currentPeriodStart),
        currentPeriodEnd: iso(subscription.currentPeriodEnd),
        trialEnd: iso(subscription.trialEnd),
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        endedAt: iso(subscription.endedAt),
        createdAt: subscription.createdAt.toISOString(),
      },
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        description: invoice.description,
        amount: invoice.amount,
        currency: invoice.currency,
        status: invoice.status,
        interval: invoice.interval,
        periodStart: invoice.periodStart.toISOString(),
        periodEnd: invoice.periodEnd.toISOString(),
        paidAt: invoice.paidAt.toISOString(),
        cardBrand: invoice.cardBrand,
        cardLast4: invoice.cardLast4,
      })),
      payments: payments.map((payment) => ({
        amount: payment.amount,
        currency: payment.currency,
        interval: payment.interval,
        purpose: payment.purpose,
        status: payment.status,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        paidAt: iso(payment.paidAt),
        createdAt: payment.createdAt.toISOString(),
      })),
    };
  }
}
