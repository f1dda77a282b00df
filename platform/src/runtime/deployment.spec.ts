import { loadConfig } from '../config/config';
import { checkDeployment, checkProduction, describeDeployment, withoutPassword } from './deployment';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const ALL = ['gateway', 'auth', 'gifts', 'billing', 'occasions'];
const urls = {
  SERVICE_URL_AUTH: 'http://auth:3000',
  SERVICE_URL_GIFTS: 'http://gifts-a:3000, http://gifts-b:3000',
  SERVICE_URL_BILLING: 'http://billing:3000',
  SERVICE_URL_OCCASIONS: 'http://occasions:3000',
};

describe('the deployment a process belongs to', () => {
  it('needs nothing more all-in-one, or for a composition of several targets in one process', () => {
    expect(checkDeployment(loadConfig({}), ALL)).toEqual({ hosted: ALL, remote: [], distributed: false });
    expect(checkDeployment(loadConfig({}), ['gateway', 'auth', 'billing']).distributed).toBe(false);
  });

  it('reads every service URL, a comma-separated list being replicas', () => {
    const config = loadConfig({ ...urls, INTERNAL_SECRET: SECRET, REDIS_URL: 'redis://redis:6379' });
    expect(config.SERVICE_URL_GIFTS).toEqual(['http://gifts-a:3000', 'http://gifts-b:3000']);
    expect(describeDeployment(config, ['gateway'])).toEqual({ hosted: ['gateway'], remote: ['auth', 'gifts', 'billing', 'occasions'], distributed: true });
    expect(() => loadConfig({ SERVICE_URL_GIFTS: 'gifts:3000' })).toThrow(/SERVICE_URL_GIFTS: must be http\(s\) URLs/);
  });

  it('refuses a gateway alone without the URL of each service, naming the variables', () => {
    const { SERVICE_URL_GIFTS: _, ...withoutGifts } = urls;
    const check = () => checkDeployment(loadConfig({ ...withoutGifts, INTERNAL_SECRET: SECRET, REDIS_URL: 'redis://redis:6379' }), ['gateway']);
    expect(check).toThrow(/SERVICE_URL_GIFTS: required when the gifts service runs in another process/);
    expect(check).not.toThrow(/SERVICE_URL_AUTH/);
  });

  it('requires the shared secret of every process, and shared sessions for the gateway and auth', () => {
    expect(() => checkDeployment(loadConfig({ DATABASE_URL_GIFTS: 'postgres://db/gifts' }), ['gifts'])).toThrow(/INTERNAL_SECRET: required when Presently runs as several processes/);
    expect(() => checkDeployment(loadConfig({ INTERNAL_SECRET: SECRET }), ['auth'])).toThrow(/REDIS_URL: required when Presently runs as several processes/);
    expect(checkDeployment(loadConfig({ INTERNAL_SECRET: SECRET, DATABASE_URL_PLATFORM: 'postgres://db/platform' }), ['auth']).distributed).toBe(true);
    expect(checkDeployment(loadConfig({ INTERNAL_SECRET: SECRET }), ['gifts']).distributed).toBe(true);
  });

  it('keeps passwords out of messages', () => {
    expect(withoutPassword('postgres://presently:s3cret@db:5432/presently_gifts')).toBe('postgres://presently:***@db:5432/presently_gifts');
    expect(withoutPassword('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });
});

describe('what production will not start without', () => {
  const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env });

  it('asks nothing of development and test', () => {
    for (const NODE_ENV of ['development', 'test']) expect(() => checkProduction(loadConfig({ NODE_ENV }), ALL)).not.toThrow();
  });

  it('needs PUBLIC_URL in every process', () => {
    for (const target of ALL) {
      expect(() => checkProduction(production({ PAYMENT_PROVIDER: 'sandbox' }), [target])).toThrow(/PUBLIC_URL: required in production/);
    }
  });

  it('takes payments with Stripe where billing runs, or the sandbox only when it is chosen', () => {
    const PUBLIC_URL = 'https://presently.example';
    expect(() => checkProduction(production({ PUBLIC_URL }), ['billing'])).toThrow(/STRIPE_SECRET_KEY: required in production to take payments/);
    expect(() => checkProduction(production({ PUBLIC_URL }), ['gifts'])).not.toThrow();
    expect(() => checkProduction(production({ PUBLIC_URL, PAYMENT_PROVIDER: 'sandbox' }), ALL)).not.toThrow();
    const stripe = { PUBLIC_URL, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m', STRIPE_PRICE_YEARLY: 'price_y' };
    expect(() => checkProduction(production(stripe), ALL)).not.toThrow();
    expect(() => production({ PUBLIC_URL, PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe/);
  });
});
