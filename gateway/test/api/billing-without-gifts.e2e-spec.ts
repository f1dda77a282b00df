import { targets } from '../../src/targets';
import { describeAllInOne, registerUser, startApp, type TestApp } from '../app';

// A deployment without the gifts service: GET /api/subscription falls back to the free allowance (one app per file).
// A composition of one process: in the distributed mode a gateway alone needs every service's URL.
describeAllInOne('GET /api/subscription while gifts is not hosted', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startApp({}, undefined, [targets.gateway, targets.auth, targets.billing])));
  afterAll(() => app.destroy());

  it('answers the free allowance, and Unlimited once the user is premium', async () => {
    const client = app.client();
    await registerUser(client);
    const free = await client.get('/api/subscription');
    expect(free.body).toMatchObject({
      plan: 'free',
      premium: false,
      usage: { giftsUsed: 0, giftsRemaining: 3, cardMessagesUsed: 0, cardMessagesRemaining: 1 },
      limits: { monthlyCredits: 3, monthlyCardCredits: 1 },
      credits: { gift: { used: 0, total: 3 }, card: { used: 0, total: 1 } },
    });

    const config = await client.get('/api/billing/config');
    const { clientSecret } = (await client.post('/api/subscription', { priceId: config.body.prices.monthly })).body;
    const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
    expect((await client.post('/api/billing/sandbox/confirm-payment', { clientSecret, ...card })).body.status).toBe('succeeded');
    expect((await client.get('/api/subscription')).body).toMatchObject({
      plan: 'premium',
      status: 'active',
      premium: true,
      usage: { giftsUsed: 0, giftsRemaining: 3 },
      credits: { gift: { used: 0, total: 'Unlimited' }, card: { used: 0, total: 'Unlimited' } },
    });
  });
});
