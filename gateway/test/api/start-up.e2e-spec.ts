import { testKafka, type TestKafka } from '@presently/platform/testing';
import { registerUser, startApp, waitFor } from '../app';
import { subscribe } from '../users';

describe('start-up with a bad configuration', () => {
  it('stops with a message naming the variable', async () => {
    await expect(startApp({ PORT: 'eighty' })).rejects.toThrow(/PORT: must be a port number/);
    await expect(startApp({ SMTP_URL: 'mail server' })).rejects.toThrow(/SMTP_URL: must be a smtp:\/\/ URL/);
    await expect(startApp({ KAFKA_BROKERS: 'kafka' })).rejects.toThrow(/KAFKA_BROKERS: must be a comma-separated list of host:port/);
  });
});

describe('start-up with KAFKA_BROKERS', () => {
  let kafka: TestKafka;
  beforeAll(async () => {
    kafka = await testKafka();
  });
  afterAll(() => kafka.stop());

  it('tells the services their facts through Kafka: an upgrade reaches the gift credits', async () => {
    const app = await startApp({ KAFKA_BROKERS: kafka.brokers.join(',') });
    try {
      const client = app.client();
      expect((await client.get('/readyz')).status).toBe(200);
      await registerUser(client);
      await subscribe(client);
      // Billing's outbox → presently.subscription.activated → the gifts group's entitlement projection.
      await waitFor(async () => (await client.get('/api/subscription')).body.credits?.gift?.total === 'Unlimited', 15_000);
    } finally {
      await app.destroy();
    }
  }, 40_000);
});
