import { ServiceDirectory } from './service-directory';

describe('ServiceDirectory', () => {
  const config = { SERVICE_URL_GIFTS: ['http://gifts-a:3000', 'http://gifts-b:3000', 'http://gifts-c:3000'], SERVICE_URL_AUTH: ['http://auth:3000'] };

  it('reaches the services with a URL that this process does not host', async () => {
    const directory = await ServiceDirectory.of(config, ['gateway', 'auth']);
    expect(directory.reaches('gifts')).toBe(true);
    expect(directory.reaches('auth')).toBe(false);
    expect(directory.reaches('billing')).toBe(false);
    expect(directory.replicasOf('gifts')).toBe(3);
    await directory.close();
  });

  it('takes turns over the replicas, passing over one that refused a connection', async () => {
    const directory = await ServiceDirectory.of(config, ['gateway']);
    const urls = () => Array.from({ length: 6 }, () => directory.pick('gifts').url);
    expect(urls()).toEqual(['http://gifts-a:3000', 'http://gifts-b:3000', 'http://gifts-c:3000', 'http://gifts-a:3000', 'http://gifts-b:3000', 'http://gifts-c:3000']);
    const refused = directory.pick('gifts');
    directory.markUnreachable(refused);
    expect(new Set(urls())).toEqual(new Set(['http://gifts-b:3000', 'http://gifts-c:3000']));
    directory.markReachable(refused);
    expect(new Set(urls())).toEqual(new Set(['http://gifts-a:3000', 'http://gifts-b:3000', 'http://gifts-c:3000']));
    // With every replica passed over, calls still go somewhere: one may be back.
    for (let replica = 0; replica < 3; replica++) directory.markUnreachable(directory.pick('gifts'));
    expect(directory.pick('gifts').url).toMatch(/^http:\/\/gifts-/);
    await directory.close();
  });
});
