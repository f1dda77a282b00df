import { Inject, Injectable } from '@nestjs/common';
import { Prisma, PrismaClient, type PaymentIntent } from '../generated/prisma/client';

export type NewPaymentIntent = Pick<
  PaymentIntent,
  'id' | 'clientSecret' | 'userId' | 'subscriptionId' | 'amount' | 'currency' | 'interval' | 'status' | 'purpose'
> &
  Partial<PaymentIntent>;

export interface CardOnIntent {
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
}

/** Statuses in which an intent can still be confirmed, as in Stripe. */
const CONFIRMABLE = ['requires_payment_method', 'requires_action'];

/** The sandbox provider's payment intents: the only code that touches that table. */
@Injectable()
export class SandboxPaymentRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  create(intent: NewPaymentIntent): Promise<PaymentIntent> {
    return this.db.paymentIntent.create({ data: intent });
  }

  /** Creates the intent once per idempotency key; a second call answers the first intent. */
  async createOnce(intent: NewPaymentIntent & { idempotencyKey: string }): Promise<PaymentIntent> {
    try {
      return await this.create(intent);
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
      return this.db.paymentIntent.findUniqueOrThrow({ where: { idempotencyKey: intent.idempotencyKey } });
    }
  }

  /** Every payment the user started, oldest first: their data export. */
  listForUser(userId: number): Promise<PaymentIntent[]> {
    return this.db.paymentIntent.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  find(id: string): Promise<PaymentIntent | null> {
    return this.db.paymentIntent.findUnique({ where: { id } });
  }

  findByClientSecret(clientSecret: string): Promise<PaymentIntent | null> {
    return this.db.paymentIntent.findUnique({ where: { clientSecret } });
  }

  /** Marks the intent paid unless it already is; returns whether this call did. */
  async markSucceeded(id: string, card: CardOnIntent, period: { start: Date; end: Date }, paidAt: Date): Promise<boolean> {
    const { count } = await this.db.paymentIntent.updateMany({
      where: { id, status: { in: CONFIRMABLE } },
      data: { ...card, status: 'succeeded', lastError: null, periodStart: period.start, periodEnd: period.end, paidAt },
    });
    return count === 1;
  }

  async markRequiresAction(id: string, card: CardOnIntent): Promise<boolean> {
    const { count } = await this.db.paymentIntent.updateMany({
      where: { id, status: { in: CONFIRMABLE } },
      data: { ...card, status: 'requires_action', lastError: null },
    });
    return count === 1;
  }

  async markFailed(id: string, message: string, card?: CardOnIntent): Promise<boolean> {
    const { count } = await this.db.paymentIntent.updateMany({
      where: { id, status: { in: CONFIRMABLE } },
      data: { ...card, status: 'requires_payment_method', lastError: message },
    });
    return count === 1;
  }

  /** The card of the subscription's latest successful payment: what a renewal charges. */
  latestPaidCard(subscriptionId: string): Promise<PaymentIntent | null> {
    return this.db.paymentIntent.findFirst({
      where: { subscriptionId, status: 'succeeded', cardLast4: { not: null } },
      orderBy: { paidAt: 'desc' },
    });
  }

  async cancelOpen(subscriptionId: string): Promise<void> {
    await this.db.paymentIntent.updateMany({ where: { subscriptionId, status: { in: CONFIRMABLE } }, data: { status: 'canceled' } });
  }
}
