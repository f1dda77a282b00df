import { EVENT_BUS, type EventBus } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { randomBytes } from 'node:crypto';
import { startApp, username, waitFor, type ApiClient, type TestApp } from '../app';
import { freeUser, recipient } from '../users';

const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
const occasion = (recipientName: string) => ({ recipientName, occasionDate: '2030-05-01T00:00:00.000Z', reminderDays: [7] });
const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();
const times = <T>(count: number, make: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => make(index)));

/**
 * Limits and one-time actions under parallel requests. Twenty parallel suggestions from a free user (exactly three
 * succeed) are in api/gifts.e2e-spec.ts ('lets exactly three of twenty parallel suggestions through').
 */
describe('concurrent requests', () => {
  let app: TestApp;
  const events: Envelope[] = [];
  beforeAll(async () => {
    app = await startApp();
    app.running.app.get<EventBus>(EVENT_BUS).subscribe({ group: 'concurrency-test', type: 'subscription.activated', handle: async (envelope) => void events.push(envelope) });
  });
  afterAll(() => app.destroy());

  describe('the free plan\'s three occasions', () => {
    it('lets exactly three of ten parallel creations through', async () => {
      const { client } = await freeUser(app);
      const answers = await times(10, (index) => client.post('/api/occasions', occasion(`Friend ${index}`)));
      expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(403)]);
      for (const refused of answers.filter((answer) => answer.status === 403)) expect(refused.body.message).toBe('Upgrade to Premium for unlimited occasions');
      const list = (await client.get('/api/occasions')).body;
      expect(list).toHaveLength(3);
      expect(list.map((item: { id: number }) => item.id).sort()).toEqual(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id).sort());
    });

    it('lets exactly one through when two are taken', async () => {
      const { client } = await freeUser(app);
      for (const name of ['Sam', 'Alex']) expect((await client.post('/api/occasions', occasion(name))).status).toBe(201);
      expect(statuses(await times(6, (index) => client.post('/api/occasions', occasion(`Late ${index}`))))).toEqual([201, ...Array(5).fill(403)]);
      expect((await client.get('/api/occasions')).body).toHaveLength(3);
    });

    it('deletes an occasion once when asked twice at the same time', async () => {
      const { client } = await freeUser(app);
      const { id } = (await client.post('/api/occasions', occasion('Sam'))).body;
      expect(statuses(await times(2, () => client.delete(`/api/occasions/${id}`)))).toEqual([200, 404]);
      expect((await client.get('/api/occasions')).body).toEqual([]);
    });
  });

  describe('one payment confirmed twice (sandbox)', () => {
    async function checkout(client: ApiClient) {
      const config = (await client.get('/api/billing/config')).body;
      const started = await times(3, () => client.post('/api/subscription', { priceId: config.prices.monthly }));
      // Parallel checkouts resume the same payment rather than opening three.
      expect(new Set(started.map((answer) => answer.body.clientSecret)).size).toBe(1);
      return started[0].body.clientSecret as string;
    }

    it('charges once and makes one subscription with one invoice', async () => {
      const { client, id } = await freeUser(app);
      const clientSecret = await checkout(client);
      const payments = await times(2, () => client.post('/api/billing/sandbox/confirm-payment', { clientSecret, ...CARD }));
      expect(payments.map((payment) => payment.body.status)).toEqual(['succeeded', 'succeeded']);
      expect(payments[0].body.paymentIntentId).toBe(payments[1].body.paymentIntentId);
      const { paymentIntentId } = payments[0].body;

      const confirmations = await times(2, (index) => client.post('/api/subscription/confirm', { paymentIntentId, forceActivate: index === 1 }));
      for (const confirmation of confirmations) expect(confirmation.body).toMatchObject({ success: true, status: 'active' });

      const history = (await client.get('/api/billing-history')).body;
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ amountPaid: 4.99, status: 'paid' });
      expect((await client.get('/api/subscription')).body).toMatchObject({ plan: 'premium', status: 'active' });
      await waitFor(() => events.some((event) => event.key === String(id)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events.filter((event) => event.key === String(id))).toHaveLength(1);
    });
  });

  describe('feedback written twice at once', () => {
    async function savedSet(client: ApiClient) {
      const ideas = (await client.post('/api/gifts/suggest', recipient)).body;
      return (await client.post('/api/gifts/save', { recipientInfo: recipient, suggestions: ideas })).body.id as number;
    }

    it('keeps one record, holding one of the two answers', async () => {
      const { client } = await freeUser(app);
      const id = await savedSet(client);
      const answers = await Promise.all([
        client.post(`/api/gifts/${id}/feedback`, { suggestionIndex: 0, feedbackType: 'liked' }),
        client.post(`/api/gifts/${id}/feedback`, { suggestionIndex: 0, feedbackType: 'purchased' }),
      ]);
      expect(statuses(answers)).toEqual([200, 200]);
      const kept = (await client.get(`/api/gifts/${id}/feedback/0`)).body.feedbackType;
      expect(['liked', 'purchased']).toContain(kept);
      // Read again: the record is settled, not flapping between the two.
      expect((await client.get(`/api/gifts/${id}/feedback/0`)).body.feedbackType).toBe(kept);
    });

    it('loses none of several answers to different ideas of one set', async () => {
      const { client } = await freeUser(app);
      const id = await savedSet(client);
      const types = ['liked', 'disliked', 'purchased', 'not_purchased', 'liked'];
      expect(statuses(await times(types.length, (index) => client.post(`/api/gifts/${id}/feedback`, { suggestionIndex: index, feedbackType: types[index] })))).toEqual(
        Array(types.length).fill(200),
      );
      const recorded = await times(types.length, async (index) => (await client.get(`/api/gifts/${id}/feedback/${index}`)).body.feedbackType);
      expect(recorded).toEqual(types);
    });
  });

  describe('other one-time actions', () => {
    it('registers a username once when it is taken twice at the same time', async () => {
      const name = username('race');
      const body = { username: name, password: 'secret1', email: `${name}@example.com`, birthday: '1990-01-02' };
      const answers = await times(4, () => app.client().post('/api/register', body));
      expect(statuses(answers)).toEqual([201, 409, 409, 409]);
    });

    it('writes a free user exactly one card message of five parallel requests', async () => {
      const { client } = await freeUser(app);
      const answers = await times(5, () => client.post('/api/gifts/card-message', { recipientInfo: recipient, giftTitle: 'Camera Strap' }));
      expect(statuses(answers)).toEqual([200, 403, 403, 403, 403]);
      expect((await client.get('/api/user')).body.monthlyCardCredits).toBe(0);
    });

    it('writes a guest browser exactly one free card message of five parallel requests', async () => {
      const guest = app.client();
      // A browser that already holds a guest id, as after an earlier visit.
      guest.cookies.set('presently_guest', randomBytes(16).toString('base64url'));
      expect(statuses(await times(5, () => guest.post('/api/gifts/card-message', { recipientInfo: recipient })))).toEqual([200, 403, 403, 403, 403]);
    });
  });
});
