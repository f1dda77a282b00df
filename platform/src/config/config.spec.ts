import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives every variable its default on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAIL_FROM).toContain('Presently');
  });

  it('reads and coerces what is set, treating empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/tmp/presently', REDIS_URL: '', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: '/tmp/presently', TRUST_PROXY: true });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('stops with a message naming each bad variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', KAFKA_BROKERS: 'localhost' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: must be a port number/);
    expect(load).toThrow(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    expect(load).toThrow(/KAFKA_BROKERS: must be a comma-separated list of host:port/);
  });

  it('reads the Kafka cluster of the distributed mode', () => {
    expect(loadConfig({}).KAFKA_GROUP_PREFIX).toBe('presently');
    const config = loadConfig({ KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092', KAFKA_CLIENT_ID: 'presently-gifts-7f9c', KAFKA_GROUP_PREFIX: 'staging' });
    expect(config).toMatchObject({ KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092', KAFKA_CLIENT_ID: 'presently-gifts-7f9c', KAFKA_GROUP_PREFIX: 'staging' });
    expect(() => loadConfig({ KAFKA_GROUP_PREFIX: 'my group' })).toThrow(/KAFKA_GROUP_PREFIX: may hold only letters/);
  });

  it('requires both Stripe prices once Stripe is configured', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PRICE_MONTHLY/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_YEARLY: 'price_y' }).STRIPE_SECRET_KEY).toBe('sk_test_1');
  });

  it('reads where "Find online" looks: the country, affiliate tags, or a whole list of shops', () => {
    expect(loadConfig({}).SHOP_COUNTRY).toBe('US');
    const config = loadConfig({ SHOP_COUNTRY: 'GB', SHOP_AFFILIATE_TAGS: 'amazon=presently-21,bookshop=1234' });
    expect(config).toMatchObject({ SHOP_COUNTRY: 'GB', SHOP_AFFILIATE_TAGS: { amazon: 'presently-21', bookshop: '1234' } });
    const shops = [{ id: 'corner-shop', name: 'Corner Shop', url: 'https://corner.example/find?q={query}', kinds: ['general'] }];
    expect(loadConfig({ SHOPS: JSON.stringify(shops) }).SHOPS).toEqual(shops);

    expect(() => loadConfig({ SHOP_COUNTRY: 'Mars' })).toThrow(/SHOP_COUNTRY: must be one of US, GB, CA, AU, DE/);
    expect(() => loadConfig({ SHOP_AFFILIATE_TAGS: 'amazon' })).toThrow(/SHOP_AFFILIATE_TAGS: must be a comma-separated list of shop=tag/);
    expect(() => loadConfig({ SHOPS: '[{' })).toThrow(/SHOPS: must be JSON/);
    expect(() => loadConfig({ SHOPS: JSON.stringify([{ ...shops[0], url: 'http://corner.example/find' }]) })).toThrow(/SHOPS/);
  });
});
