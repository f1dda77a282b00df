import { runAdmin } from '../../src/admin';
import { describeAllInOne, registerUser, startApp, type TestApp } from '../app';

jest.setTimeout(90_000);

// The embedded database in DATA_DIR: all-in-one only.
describeAllInOne('a second start on the same DATA_DIR', () => {
  it('keeps every user and session, and what the operator changed', async () => {
    const first = await startApp();
    const client = first.client();
    const { username, password } = await registerUser(client);
    const cookie = client.cookies.get('presently_sid');
    const operatorOf = (app: TestApp) => ({ DATA_DIR: app.dataDir, HOST: '127.0.0.1', PORT: new URL(app.url).port });
    expect(await runAdmin(['grant-premium', username], operatorOf(first))).toBe(`${username}: premium override granted`);
    await first.stop();

    const second = await startApp({}, first.dataDir);
    const again = second.client();
    again.cookies.set('presently_sid', cookie!);
    const user = await again.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ username, isPremiumOverride: true, premium: true, subscriptionPlan: 'free' });
    expect((await second.client().post('/api/login', { username, password })).status).toBe(200);
    expect(await runAdmin(['revoke-premium', username], operatorOf(second))).toBe(`${username}: premium override revoked`);
    await second.destroy();
  });
});
