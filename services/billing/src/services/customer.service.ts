import { Inject, Injectable } from '@nestjs/common';
import type { Envelope } from '@presently/proto';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { CustomerRepository } from '../repositories/customer.repository';
import { SubscriptionRepository } from '../repositories/subscription.repository';

/** What billing keeps of auth's users: the e-mail for the provider's customer, the premium override, deletion. */
@Injectable()
export class CustomerService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly subscriptions: SubscriptionRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  userRegistered(envelope: Envelope<'user.registered'>): Promise<void> {
    return this.customers.applyRegistered(envelope);
  }

  userUpdated(envelope: Envelope<'user.updated'>): Promise<void> {
    return this.customers.applyUpdated(envelope);
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
    await this.customers.forget(envelope);
    this.subscriptions.forget(envelope.data.userId);
  }
}
