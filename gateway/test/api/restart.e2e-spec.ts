import { runAdmin } from '../../src/admin';
import { describeAllInOne, registerUser, startApp } from '../app';

jest.setTimeout(90_000);

// The embedded database in DATA_DIR and the operator's command on it: all-in-one only.
describeAllInOne('a second start on the same DATA_DIR', () => {
  it('keeps every user and session, and sees what the operator changed in between', async () => {
    const first = await startApp();
    const client = first.client();
    const { username, password } = await registerUser(client);
    const cookie = client.cookies.get('presently_sid');
    await expect(runAdmin(['grant-premium', username], { DATA_DIR: first.dataDir })).rejects.toThrow(/is running \(pid \d+\)/);
    await first.stop();

    expect(await runAdmin(['grant-premium', username], { DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' })).toBe(`${username}: premium override granted`);
    await expect(runAdmin(['grant-premium', 'nobody-by-this-name'], { DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' })).rejects.toThrow('No user named nobody-by-this-name');
    await expect(runAdmin(['make-coffee'], { DATA_DIR: first.dataDir })).rejects.toThrow(/Usage: npm run admin/);

    const second = await startApp({}, first.dataDir);
    const again = second.client();
    again.cookies.set('presently_sid', cookie!);
    const user = await again.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ username, isPremiumOverride: true, premium: true, subscriptionPlan: 'free' });
    expect((await second.client().post('/api/login', { username, password })).status).toBe(200);
    await second.stop();

    expect(await runAdmin(['revoke-premium', username], { DATA_DIR: first.dataDir, LOG_LEVEL: 'silent' })).toBe(`${username}: premium override revoked`);
    await second.destroy();
  });
});
