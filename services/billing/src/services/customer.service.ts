import { Inject, Injectable } from '@nestjs/common';
import type { Envelope } from '@presently/proto';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { CustomerRepository } from '../repositories/customer.repository';
import { ProcessedEventRepository } from '../repositories/processed-event.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';

const CONSUMER = 'billing';

/**
 * What billing keeps of auth's users: the e-mail for the provider's customer, the premium override, deletion. Each
 * event is applied once, and never over the state of a newer one.
 */
@Injectable()
export class CustomerService {
  constructor(
    private readonly processedEvents: ProcessedEventRepository,
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async userRegistered(envelope: Envelope<'user.registered'>): Promise<void> {
    const { userId, email } = envelope.data;
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.customers.applyProfile(tx, userId, { email }, new Date(envelope.occurredAt)));
  }

  async userUpdated(envelope: Envelope<'user.updated'>): Promise<void> {
    const { userId, email, isPremiumOverride } = envelope.data;
    await this.processedEvents.once(CONSUMER, envelope, (tx) =>
      this.customers.applyProfile(tx, userId, { email, premiumOverride: isPremiumOverride }, new Date(envelope.occurredAt)),
    );
  }

  /**
   * A deleted account's subscription is cancelled at once — at the provider first, so nothing is charged again; a
   * failure there throws and the bus retries — then billing forgets the user. No subscription event follows: every
   * service removes the user's data on user.deleted itself, and a later event would bring a row back.
   */
  async userDeleted(envelope: Envelope<'user.deleted'>): Promise<void> {
    const subscription = await this.subscriptions.find(envelope.data.userId);
    if (subscription?.providerSubscriptionId && subscription.status !== 'free') {
      await this.provider.cancelNow(subscription.providerSubscriptionId);
    }
    await this.processedEvents.once(CONSUMER, envelope, (tx) => this.customers.deleteUser(tx, envelope.data.userId));
    this.subscriptions.forget(envelope.data.userId);
  }
}
