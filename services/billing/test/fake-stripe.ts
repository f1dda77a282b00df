import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.stripe.com, speaking its REST protocol: bearer-key auth, form-encoded bodies with
 * bracketed keys, `expand[]`, JSON objects shaped like API version 2025-10-29.clover, and Stripe's error bodies. It
 * serves the endpoints billing calls; `pay`, `renew` and `event` play the parts of Stripe.js and of Stripe itself.
 */

type Json = Record<string, any>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Json;
  body: Json;
  headers: IncomingMessage['headers'];
}

export interface FakePrice {
  id: string;
  amount: number;
  interval: 'month' | 'year';
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`, as Stripe reads a form body. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]);
      if (last) node[segment] = value;
      else node = node[segment] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  /** Answer the next request with a 500 that tells the SDK not to retry. */
  failNext = false;
  private server?: Server;

  constructor(
    readonly secretKey: string,
    readonly prices: FakePrice[],
  ) {}

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The requests billing made to one endpoint, e.g. `calls('POST', '/v1/subscriptions')`. */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
  }

  /** What Stripe.js's confirmCardPayment does with a good card: the intent, its invoice and the subscription are paid. */
  pay(paymentIntentId: string, card = { brand: 'visa', last4: '4242' }): { invoice: Json; subscription: Json } {
    const intent = this.paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`no payment intent ${paymentIntentId}`);
    const method = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 } };
    this.paymentMethods.set(method.id, method);
    Object.assign(intent, { status: 'succeeded', payment_method: method.id });
    const invoice = this.invoices.get(intent.invoice)!;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, status_transitions: { ...invoice.status_transitions, paid_at: now() } });
    const subscription = this.subscriptions.get(invoice.parent.subscription_details.subscription)!;
    Object.assign(subscription, { status: 'active', default_payment_method: method.id });
    return { invoice, subscription };
  }

  /** Stripe's renewal at period end: a new paid invoice for the next period, charged to the saved card. */
  renew(subscriptionId: string): { invoice: Json; subscription: Json } {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const item = subscription.items.data[0];
    const price = this.prices.find((candidate) => candidate.id === item.price.id)!;
    const start = item.current_period_end;
    const end = start + (price.interval === 'year' ? 365 : 30) * 86400;
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = this.createInvoice(subscription, price, start, end, 'subscription_cycle');
    const intent = this.paymentIntents.get(invoice.payment_intent_id)!;
    Object.assign(intent, { status: 'succeeded', payment_method: subscription.default_payment_method });
    // Charged when the new period starts.
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, status_transitions: { ...invoice.status_transitions, paid_at: start } });
    subscription.latest_invoice = invoice.id;
    subscription.status = 'active';
    return { invoice, subscription };
  }

  /** A webhook event as Stripe sends it, around a snapshot of the object. */
  event(type: string, object: Json, created = now()): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created,
      data: { object: structuredClone(this.publicView(object)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body: parseStripeForm(Buffer.concat(chunks).toString('utf8')),
      headers: request.headers,
    };
    this.requests.push(recorded);
    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (this.failNext) {
      this.failNext = false;
      return send(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe\'s end.' } }, { 'stripe-should-retry': 'false' });
    }
    try {
      const [status, body] = this.route(recorded);
      send(status, body);
    } catch (error) {
      send(400, { error: { type: 'invalid_request_error', message: (error as Error).message } });
    }
  }

  private route({ method, path, body, query }: RecordedRequest): [number, Json] {
    const expand: string[] = [...(body.expand ?? []), ...(query.expand ?? [])];
    const missing = (kind: string, key: string): [number, Json] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${key}'`, param: 'id' } },
    ];
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {}, created: now() };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!this.customers.has(body.customer)) return missing('customer', body.customer);
      const price = this.prices.find((candidate) => candidate.id === body.items?.[0]?.price);
      if (!price) return missing('price', body.items?.[0]?.price);
      const start = now();
      const end = start + (price.interval === 'year' ? 365 : 30) * 86400;
      const subscription: Json = {
        id: id('sub'),
        object: 'subscription',
        customer: body.customer,
        status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        created: start,
        currency: 'usd',
        trial_end: null,
        default_payment_method: null,
        metadata: body.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: price.id, object: 'price', unit_amount: price.amount, currency: 'usd', recurring: { interval: price.interval, interval_count: 1 } },
              quantity: 1,
              current_period_start: start,
              current_period_end: end,
            },
          ],
          has_more: false,
        },
      };
      this.subscriptions.set(subscription.id, subscription);
      const invoice = this.createInvoice(subscription, price, start, end, 'subscription_create');
      subscription.latest_invoice = invoice.id;
      return [200, this.expandSubscription(subscription, expand)];
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1]);
      if (!subscription) return missing('subscription', match[1]);
      if (method === 'GET') return [200, this.expandSubscription(subscription, expand)];
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
        return [200, this.expandSubscription(subscription, expand)];
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return missing('subscription', match[1]);
        Object.assign(subscription, { status: 'canceled', canceled_at: now() });
        return [200, this.expandSubscription(subscription, expand)];
      }
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = this.paymentIntents.get(match[1]);
      return intent ? [200, this.publicView(intent)] : missing('payment_intent', match[1]);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const invoice = this.invoices.get(match[1]);
      return invoice ? [200, this.expandInvoice(invoice, expand)] : missing('invoice', match[1]);
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }];
  }

  private createInvoice(subscription: Json, price: FakePrice, start: number, end: number, reason: string): Json {
    const invoiceId = id('in');
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: price.amount,
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      payment_method: null,
      invoice: invoiceId,
    };
    this.paymentIntents.set(intentId, intent);
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      billing_reason: reason,
      amount_due: price.amount,
      amount_paid: 0,
      amount_remaining: price.amount,
      currency: 'usd',
      created: start,
      period_start: start,
      period_end: start,
      status_transitions: { finalized_at: start, paid_at: null },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount: price.amount, currency: 'usd', period: { start, end }, pricing: { type: 'price_details', price_details: { price: price.id } } }],
        has_more: false,
      },
      payment_intent_id: intentId,
    };
    this.invoices.set(invoiceId, invoice);
    return invoice;
  }

  private expandSubscription(subscription: Json, expand: string[]): Json {
    const view = this.publicView(subscription);
    if (expand.some((path) => path.startsWith('latest_invoice'))) {
      const nested = expand.filter((path) => path.startsWith('latest_invoice.')).map((path) => path.slice('latest_invoice.'.length));
      view.latest_invoice = this.expandInvoice(this.invoices.get(subscription.latest_invoice)!, nested);
    }
    return view;
  }

  /** `confirmation_secret` and `payments` are includable: only there when expanded, as at Stripe. */
  private expandInvoice(invoice: Json, expand: string[]): Json {
    const view = this.publicView(invoice);
    const intent = this.paymentIntents.get(invoice.payment_intent_id)!;
    if (expand.includes('confirmation_secret')) view.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
    const payments = expand.find((path) => path.startsWith('payments'));
    if (payments) {
      let paymentIntent: Json | string = intent.id;
      if (payments.includes('payment_intent')) {
        paymentIntent = this.publicView(intent);
        if (payments.endsWith('payment_method') && intent.payment_method) paymentIntent.payment_method = this.paymentMethods.get(intent.payment_method);
      }
      view.payments = {
        object: 'list',
        data: [{ id: id('inpay'), object: 'invoice_payment', invoice: invoice.id, status: intent.status === 'succeeded' ? 'paid' : 'open', payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
        has_more: false,
      };
    }
    return view;
  }

  /** The object without the fake's own bookkeeping fields. */
  private publicView(object: Json): Json {
    const { payment_intent_id: _hidden, ...rest } = object;
    return structuredClone(rest);
  }
}
