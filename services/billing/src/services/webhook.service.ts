import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@presently/platform';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { ProviderEventService } from './provider-event.service';

/** The provider's webhooks: verified on the raw body, then applied once per event id. */
@Injectable()
export class WebhookService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly providerEvents: ProviderEventService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async receive(payload: Buffer | undefined, signature: string | undefined): Promise<{ received: true; outcome: string }> {
    const event = await this.provider.readWebhook(payload ?? Buffer.alloc(0), signature);
    const outcome = await this.providerEvents.apply(event);
    this.logger.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
    return { received: true, outcome };
  }
}
