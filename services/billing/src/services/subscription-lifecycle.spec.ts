import { addHours } from 'date-fns/addHours';
import { databaseModes, startBilling, type BillingContext } from '../../test/billing-context';
import { CheckoutService } from './checkout.service';
import { InvoiceService } from './invoice.service';
import { PlanService } from './plan.service';
import { ProviderEventService } from './provider-event.service';
import { RenewalService } from './renewal.service';
import { SandboxPaymentService } from './sandbox-payment.service';
import { SubscriptionService } from './subscription.service';

const VISA = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databaseModes)('billing on %s', (mode) => {
  let billing: BillingContext;
  let userId = 0;
  beforeAll(async () => (billing = await startBilling(mode)));
  afterAll(() => billing.close());

  const plans = () => billing.module.get(PlanService);
  const checkouts = () => billing.module.get(CheckoutService);
  const subscriptions = () => billing.module.get(SubscriptionService);
  const providerEvents = () => billing.module.get(ProviderEventService);
  const sandbox = () => billing.module.get(SandboxPaymentService);
  const renewals = () => billing.module.get(RenewalService);
  const invoices = () => billing.module.get(InvoiceService);
  const at = (iso: string) => (billing.clock.now = new Date(iso));

  async function subscribed(card = VISA, interval: 'monthly' | 'yearly' = 'monthly') {
    const id = ++userId;
    const { clientSecret } = await checkouts().start(id, { priceId: plans().config().prices[interval] });
    const payment = await sandbox().confirmPayment(id, { clientSecret, ...card });
    return { id, clientSecret, payment };
  }

  beforeEach(() => at('2030-01-15T12:00:00.000Z'));

  it('activates on payment with a period of one month from the payment, and tells the other services', async () => {
    const { id, payment } = await subscribed();
    expect(payment.status).toBe('succeeded');
    expect(await plans().subscriptionOf(id)).toEqual({
      plan: 'premium',
      status: 'active',
      currentPeriodEnd: '2030-02-15T12:00:00.000Z',
      trialEnd: null,
      cancelAtPeriodEnd: false,
    });
    await until(() => billing.eventsOf(id).length === 2);
    expect(billing.published.filter((event) => event.key === String(id)).map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'subscription.updated', data: { userId: id, plan: 'free', status: 'incomplete', currentPeriodEnd: null, cancelAtPeriodEnd: false } },
      { type: 'subscription.activated', data: { userId: id, plan: 'premium', status: 'active', currentPeriodEnd: '2030-02-15T12:00:00.000Z' } },
    ]);
  });

  it('charges once when the same payment is confirmed many times at once', async () => {
    const id = ++userId;
    const { clientSecret } = await checkouts().start(id, { priceId: plans().config().prices.monthly });
    const results = await Promise.all(Array.from({ length: 8 }, () => sandbox().confirmPayment(id, { clientSecret, ...VISA })));
    expect(new Set(results.map((result) => result.status))).toEqual(new Set(['succeeded']));
    expect(await billing.db.invoice.count({ where: { userId: id } })).toBe(1);
    await until(() => billing.eventsOf(id).includes('subscription.activated'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(billing.eventsOf(id).filter((type) => type === 'subscription.activated')).toHaveLength(1);
  });

  it('renews a subscription begun on the 31st on the last day of shorter months, as Stripe does', async () => {
    at('2030-01-31T09:00:00.000Z');
    const { id } = await subscribed();
    const ends: string[] = [];
    for (let month = 0; month < 3; month++) {
      const { currentPeriodEnd } = await plans().subscriptionOf(id);
      ends.push(currentPeriodEnd!);
      await renewals().runDue(addHours(new Date(currentPeriodEnd!), 1));
    }
    expect(ends).toEqual(['2030-02-28T09:00:00.000Z', '2030-03-31T09:00:00.000Z', '2030-04-30T09:00:00.000Z']);
    const history = await invoices().history(id);
    expect(history.map((entry) => entry.date)).toEqual(['2030-04-30T10:00:00.000Z', '2030-03-31T10:00:00.000Z', '2030-02-28T10:00:00.000Z', '2030-01-31T09:00:00.000Z']);
    expect(history.every((entry) => entry.amountPaid === 4.99)).toBe(true);
  });

  it('catches up every missed renewal, and charges each period once however many runs overlap', async () => {
    const { id } = await subscribed();
    const late = new Date('2030-04-20T00:00:00.000Z');
    await Promise.all([renewals().runDue(late), renewals().runDue(late), renewals().runDue(late)]);
    expect(await billing.db.invoice.count({ where: { userId: id } })).toBe(4);
    expect(await billing.db.paymentIntent.count({ where: { userId: id, purpose: 'subscription_cycle' } })).toBe(3);
    expect((await plans().subscriptionOf(id)).currentPeriodEnd).toBe('2030-05-15T12:00:00.000Z');
  });

  it('ends a cancelled subscription at its period end and not before', async () => {
    const { id } = await subscribed();
    await subscriptions().cancel(id);
    await renewals().runDue(new Date('2030-02-15T11:59:00.000Z'));
    expect(await plans().planOf(id)).toEqual({
      plan: 'premium',
      status: 'active',
      subscriptionStart: '2030-01-15T12:00:00.000Z',
      subscriptionEnd: '2030-02-15T12:00:00.000Z',
    });
    const report = await renewals().runDue(new Date('2030-02-15T12:00:00.000Z'));
    expect(report.ended).toBeGreaterThanOrEqual(1);
    // Premium is over: no subscription has begun, and its end is when it ended.
    expect(await plans().planOf(id)).toEqual({ plan: 'free', status: 'free', subscriptionStart: null, subscriptionEnd: '2030-02-15T12:00:00.000Z' });
    expect(await billing.db.subscription.findUnique({ where: { userId: id } })).toMatchObject({ endedAt: new Date('2030-02-15T12:00:00.000Z') });
    expect(await billing.db.invoice.count({ where: { userId: id } })).toBe(1);
    await until(() => billing.eventsOf(id).includes('subscription.ended'));
    // The old payment cannot buy premium again.
    expect(await checkouts().confirm(id, { forceActivate: true })).toMatchObject({ success: false, status: 'free' });
    expect(await plans().planOf(id)).toMatchObject({ plan: 'free', status: 'free' });
  });

  it('records money that arrives for an ended subscription without making it premium again', async () => {
    const { id } = await subscribed();
    await subscriptions().cancel(id);
    await renewals().runDue(new Date('2030-02-15T12:00:00.000Z'));
    const { providerSubscriptionId } = (await billing.db.subscription.findUnique({ where: { userId: id } }))!;
    const period = { periodStart: new Date('2030-02-15T12:00:00.000Z'), periodEnd: new Date('2030-03-15T12:00:00.000Z') };
    const late = { id: `in_late_${id}`, amount: 499, currency: 'usd', ...period, paidAt: period.periodStart, paymentIntentId: null, card: null };
    await providerEvents().invoicePaid(providerSubscriptionId!, late);
    expect(await plans().planOf(id)).toMatchObject({ plan: 'free', status: 'free' });
    expect(await billing.db.invoice.count({ where: { userId: id } })).toBe(2);
  });

  it('lets an unpaid checkout expire after 23 hours; its secret then pays nothing', async () => {
    const id = ++userId;
    const { clientSecret } = await checkouts().start(id, { priceId: plans().config().prices.yearly });
    await renewals().runDue(addHours(billing.clock.now, 22));
    expect(await plans().planOf(id)).toMatchObject({ plan: 'free', status: 'incomplete' });
    await renewals().runDue(addHours(billing.clock.now, 23));
    expect(await plans().planOf(id)).toMatchObject({ plan: 'free', status: 'free' });
    await expect(sandbox().confirmPayment(id, { clientSecret, ...VISA })).rejects.toMatchObject({ status: 409 });
  });

  it('replaces a checkout for the other plan and cancels the first one', async () => {
    const id = ++userId;
    const monthly = await checkouts().start(id, { priceId: plans().config().prices.monthly });
    const yearly = await checkouts().start(id, { priceId: plans().config().prices.yearly });
    expect(yearly.clientSecret).not.toBe(monthly.clientSecret);
    await expect(sandbox().confirmPayment(id, { clientSecret: monthly.clientSecret, ...VISA })).rejects.toMatchObject({ status: 409 });
    expect((await sandbox().confirmPayment(id, { clientSecret: yearly.clientSecret, ...VISA })).status).toBe('succeeded');
    expect((await plans().subscriptionOf(id)).currentPeriodEnd).toBe('2031-01-15T12:00:00.000Z');
  });

  describe('what auth says of users', () => {
    it('grants billing history with the premium override, and an older update changes nothing', async () => {
      const id = ++userId;
      await billing.deliver('user.registered', { userId: id, username: `u${id}`, email: 'maya@example.com', emailVerified: true, timeZone: 'UTC' }, new Date('2030-01-01'));
      await expect(invoices().history(id)).rejects.toMatchObject({ status: 403 });
      await billing.deliver('user.updated', { userId: id, email: 'maya@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: true }, new Date('2030-01-03'));
      expect(await invoices().history(id)).toEqual([]);
      // Delivered late, an update from before the grant does not take it back.
      await billing.deliver('user.updated', { userId: id, email: 'old@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false }, new Date('2030-01-02'));
      expect(await invoices().history(id)).toEqual([]);
      expect(await billing.db.customer.findUnique({ where: { userId: id } })).toMatchObject({ email: 'maya@example.com', premiumOverride: true });
    });

    it('applies each event once, even when delivered again', async () => {
      const id = ++userId;
      const grant = await billing.deliver('user.updated', { userId: id, email: 'a@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: true }, new Date('2030-01-01'));
      await billing.deliver('user.updated', { userId: id, email: 'a@example.com', emailVerified: true, timeZone: 'UTC', isPremiumOverride: false }, new Date('2030-01-02'));
      await billing.deliver('user.updated', grant.data, new Date(grant.occurredAt), grant.id);
      expect((await billing.db.customer.findUnique({ where: { userId: id } }))?.premiumOverride).toBe(false);
    });

    it('cancels a deleted user\'s subscription at once and forgets everything billing held', async () => {
      const { id } = await subscribed();
      await billing.deliver('user.deleted', { userId: id });
      for (const table of [billing.db.subscription, billing.db.invoice, billing.db.paymentIntent, billing.db.customer] as { count(args: object): Promise<number> }[]) {
        expect(await table.count({ where: { userId: id } })).toBe(0);
      }
      // Nothing is left to renew or charge.
      await renewals().runDue(new Date('2031-01-01'));
      expect(await billing.db.invoice.count({ where: { userId: id } })).toBe(0);
    });
  });
});
