import { Module } from '@nestjs/common';
import { CONFIG, LOGGER, paymentProviderOf, serviceDatabase, type Config, type Logger, type Target } from '@presently/platform';
import { UserConsumer } from './consumers/user.consumer';
import { InternalDataExportController } from './controllers/internal-data-export.controller';
import { InternalSubscriptionController } from './controllers/internal-subscription.controller';
import { InvoiceController } from './controllers/invoice.controller';
import { SandboxController } from './controllers/sandbox.controller';
import { SubscriptionController } from './controllers/subscription.controller';
import { WebhookController } from './controllers/webhook.controller';
import { PrismaClient } from './generated/prisma/client';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { SandboxProvider } from './providers/sandbox.provider';
import { CustomerRepository } from './repositories/customer.repository';
import { InvoiceRepository } from './repositories/invoice.repository';
import { ProcessedEventRepository } from './repositories/processed-event.repository';
import { SandboxPaymentRepository } from './repositories/sandbox-payment.repository';
import { SubscriptionRepository } from './repositories/subscription.repository';
import { RenewalScheduler } from './schedulers/renewal.scheduler';
import { CheckoutService } from './services/checkout.service';
import { CustomerService } from './services/customer.service';
import { DataExportService } from './services/data-export.service';
import { InvoiceService } from './services/invoice.service';
import { PlanService } from './services/plan.service';
import { ProviderEventService } from './services/provider-event.service';
import { RenewalService } from './services/renewal.service';
import { SandboxPaymentService } from './services/sandbox-payment.service';
import { SubscriptionService } from './services/subscription.service';
import { WebhookService } from './services/webhook.service';
import { keepWebhookRawBody } from './webhook-raw-body';

/**
 * Stripe when chosen, or when its secret key is configured and nothing else is chosen (its SDK loaded only then),
 * else the sandbox: decided once, here (DESIGN §6). Production starts with the sandbox only when it is chosen.
 */
const paymentProvider = {
  provide: PAYMENT_PROVIDER,
  inject: [CONFIG, LOGGER, SandboxPaymentRepository],
  useFactory: async (config: Config, logger: Logger, intents: SandboxPaymentRepository): Promise<PaymentProvider> =>
    paymentProviderOf(config) === 'stripe' && config.STRIPE_SECRET_KEY
      ? new (await import('./providers/stripe.provider')).StripeProvider({ ...config, STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY }, logger)
      : new SandboxProvider(intents, config),
};

/** Plans, subscriptions, the payment provider, invoices and webhooks (spec §3-4, DESIGN §6). */
@Module({
  controllers: [SubscriptionController, InvoiceController, SandboxController, WebhookController, InternalSubscriptionController, InternalDataExportController],
  providers: [
    ...serviceDatabase('billing', PrismaClient, PrismaClient),
    CustomerRepository,
    InvoiceRepository,
    ProcessedEventRepository,
    SandboxPaymentRepository,
    SubscriptionRepository,
    paymentProvider,
    CheckoutService,
    CustomerService,
    InvoiceService,
    PlanService,
    ProviderEventService,
    RenewalService,
    SandboxPaymentService,
    SubscriptionService,
    WebhookService,
    DataExportService,
    UserConsumer,
    RenewalScheduler,
  ],
})
export class BillingModule {}

export const billing: Target = { name: 'billing', module: BillingModule, configure: keepWebhookRawBody };
