import { badRequest } from '@presently/platform';
import type Stripe from 'stripe';
import type { Card, ProviderEvent, ProviderInvoice } from './payment-provider';

export const BAD_SIGNATURE = 'Webhook signature verification failed.';

/**
 * A Stripe webhook event, trusted only when its `Stripe-Signature` header signs exactly these bytes with the
 * endpoint's secret (and is recent: the SDK's five-minute tolerance stops replays of old captures). The SDK is loaded
 * with the first webhook: the sandbox needs nothing else of it.
 */
export async function verifiedStripeEvent(payload: Buffer | undefined, signature: string | undefined, secret: string | undefined): Promise<Stripe.Event> {
  if (!payload || !signature || !secret) throw badRequest(BAD_SIGNATURE);
  const { default: StripeSdk } = await import('stripe');
  try {
    return StripeSdk.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** A Stripe event in billing's terms. `invoice` is the event's invoice re-read with its payment expanded, if fetched. */
export function toProviderEvent(event: Stripe.Event, invoice?: Stripe.Invoice): ProviderEvent {
  const base = { id: event.id, created: fromUnix(event.created) };
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const paid = invoice ?? event.data.object;
      const providerSubscriptionId = idOf(paid.parent?.subscription_details?.subscription);
      if (!providerSubscriptionId || !paid.id) return { ...base, type: 'ignored', eventType: event.type };
      if (event.type === 'invoice.payment_failed') return { ...base, type: 'invoice.payment_failed', providerSubscriptionId };
      return { ...base, type: 'invoice.paid', providerSubscriptionId, invoice: toInvoice(paid, paid.id, base.created) };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const item = subscription.items?.data?.[0];
      return {
        ...base,
        type: 'subscription.changed',
        providerSubscriptionId: subscription.id,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodStart: item ? fromUnix(item.current_period_start) : null,
        periodEnd: item ? fromUnix(item.current_period_end) : null,
        trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
      };
    }
    case 'customer.subscription.deleted':
      return { ...base, type: 'subscription.deleted', providerSubscriptionId: event.data.object.id };
    default:
      return { ...base, type: 'ignored', eventType: event.type };
  }
}

function toInvoice(invoice: Stripe.Invoice, id: string, received: Date): ProviderInvoice {
  // The subscription's service period is on its line; the invoice's own period_* look one period back.
  const period = invoice.lines?.data?.[0]?.period;
  const payment = invoice.payments?.data?.[0]?.payment;
  const intent = typeof payment?.payment_intent === 'object' ? payment.payment_intent : undefined;
  const method = typeof intent?.payment_method === 'object' ? intent.payment_method : undefined;
  const card: Card | null = method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
  const paidAt = invoice.status_transitions?.paid_at;
  return {
    id,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    periodStart: fromUnix(period?.start ?? invoice.period_start),
    periodEnd: fromUnix(period?.end ?? invoice.period_end),
    paidAt: paidAt ? fromUnix(paidAt) : received,
    paymentIntentId: idOf(payment?.payment_intent) ?? null,
    card,
  };
}
