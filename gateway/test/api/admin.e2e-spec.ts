import { internalSecretFile } from '@presently/platform';
import { freePort, testDataDir } from '@presently/platform/testing';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, describeAllInOne, distributed, registerUser, startApp, type TestApp, waitFor } from '../app';
import type { Cluster } from '../cluster';
import { type AdminRun, PresentlyProcess, runAdminCommand } from '../distributed/processes';

jest.setTimeout(120_000);

/** Everything the command printed in this file: no secret may be among it. */
const printed: string[] = [];

async function admin(args: string[], env: Record<string, string>): Promise<AdminRun> {
  const run = await runAdminCommand(args, env);
  printed.push(run.stdout, run.stderr);
  return run;
}

/**
 * What an operator sets to reach the running app: in the distributed mode the auth service's URL and the deployment's
 * secret; all-in-one the app's PORT and DATA_DIR, nothing secret.
 */
function reachOf(app: TestApp): Record<string, string> {
  if (distributed) {
    const cluster = app as Cluster;
    return { SERVICE_URL_AUTH: cluster.replicas.auth![0]!.url, INTERNAL_SECRET: cluster.secret, DATA_DIR: app.dataDir };
  }
  return { PORT: new URL(app.url).port, HOST: '127.0.0.1', DATA_DIR: app.dataDir };
}

describe('npm run admin, with the app running', () => {
  let app: TestApp;
  let secret: string;

  beforeAll(async () => {
    app = await startApp();
    secret = distributed ? (app as Cluster).secret : readFileSync(internalSecretFile({ DATA_DIR: app.dataDir }), 'utf8');
  });
  afterAll(async () => {
    await app.destroy();
    for (const output of printed) expect(output).not.toContain(secret);
  });

  it('grants and revokes premium, which every service hears of, and exits 0', async () => {
    const client = app.client();
    const { username } = await registerUser(client);

    const granted = await admin(['grant-premium', username], reachOf(app));
    expect(granted).toEqual({ status: 0, stdout: `${username}: premium override granted\n`, stderr: '' });
    expect((await client.get('/api/user')).body).toMatchObject({ username, isPremiumOverride: true, premium: true, subscriptionPlan: 'free' });
    // Gifts counts credits on its own copy of the entitlement: the event reached it.
    await waitFor(async () => (await client.get('/api/user')).body.monthlyCredits > 1000);

    const revoked = await admin(['revoke-premium', username], reachOf(app));
    expect(revoked).toEqual({ status: 0, stdout: `${username}: premium override revoked\n`, stderr: '' });
    await waitFor(async () => (await client.get('/api/user')).body.monthlyCredits < 1000);
    expect((await client.get('/api/user')).body).toMatchObject({ isPremiumOverride: false, premium: false });
  });

  it('shows a user', async () => {
    const { username, email } = await registerUser(app.client());
    const shown = await admin(['show-user', username], reachOf(app));
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^${username} \\(user \\d+\\), joined \\d{4}-\\d{2}-\\d{2}\n`));
    expect(shown.stdout).toContain(`e-mail: ${email} (not confirmed yet`);
    expect(shown.stdout).toContain('premium override: none');
  });

  it('exits 1 naming an unknown user, and 2 with the usage for anything but a verb and a username', async () => {
    expect(await admin(['grant-premium', 'nobody-by-this-name'], reachOf(app))).toEqual({ status: 1, stdout: '', stderr: 'No user named nobody-by-this-name\n' });
    for (const args of [['make-coffee', 'someone'], ['grant-premium'], [], ['show-user', 'a', 'b']]) {
      expect(await admin(args, reachOf(app))).toMatchObject({ status: 2, stdout: '', stderr: expect.stringMatching(/^Usage: npm run admin -- <verb> <username>\n {2}show-user <username>/) });
    }
  });

  it('exits 1 when the app refuses its key, and never acts', async () => {
    const { username } = await registerUser(app.client());
    const run = await admin(['grant-premium', username], { ...reachOf(app), INTERNAL_SECRET: 'x'.repeat(43) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Presently did not accept this command's key");
    expect((await admin(['show-user', username], reachOf(app))).stdout).toContain('premium override: none');
  });
});

describe('npm run admin, with nothing running where it looks', () => {
  it('exits 1 saying the auth service is not answering, or that it needs INTERNAL_SECRET', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const down = await admin(['grant-premium', 'maya'], { SERVICE_URL_AUTH: nowhere, INTERNAL_SECRET: 's'.repeat(32) });
    expect(down).toEqual({ status: 1, stdout: '', stderr: `The auth service is not answering at ${nowhere} (SERVICE_URL_AUTH): start it (npm run start:auth) or point SERVICE_URL_AUTH at it.\n` });
    const withoutSecret = await admin(['grant-premium', 'maya'], { SERVICE_URL_AUTH: nowhere });
    expect(withoutSecret).toMatchObject({ status: 1, stderr: 'INTERNAL_SECRET: required with SERVICE_URL_AUTH (the secret every process of the deployment shares)\n' });
  });

  it('exits 1 saying how to start the all-in-one app', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'presently-admin-'));
    try {
      const port = String(await freePort());
      const stopped = await admin(['grant-premium', 'maya'], { DATA_DIR: dataDir, PORT: port });
      expect(stopped.status).toBe(1);
      expect(stopped.stderr).toBe(
        `Presently is not running on DATA_DIR ${dataDir}: start it with \`npm start\` (the same PORT and DATA_DIR) and run this again. (An app started with INTERNAL_SECRET needs the same INTERNAL_SECRET here; a distributed deployment, SERVICE_URL_AUTH and INTERNAL_SECRET.)\n`,
      );
      // A key left by an app that was killed, or an app on another PORT.
      writeFileSync(internalSecretFile({ DATA_DIR: dataDir }), 'k'.repeat(43));
      const killed = await admin(['grant-premium', 'maya'], { DATA_DIR: dataDir, PORT: port });
      expect(killed.status).toBe(1);
      expect(killed.stderr).toBe(`Presently is not answering at http://127.0.0.1:${port}: start it with \`npm start\` (the same PORT and DATA_DIR) and run this again.\n`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// The key an all-in-one process keeps for the command: one process, no INTERNAL_SECRET. The process `npm start` runs.
describeAllInOne('the key an all-in-one app keeps in DATA_DIR', () => {
  it('is readable by its owner only and lasts as long as the app: stopped, the command says how to start it', async () => {
    const dataDir = await testDataDir('presently-admin-');
    const port = await freePort();
    const app = new PresentlyProcess('all', { NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1' }, port);
    const operator = { DATA_DIR: dataDir, PORT: String(port) };
    try {
      await app.start(60_000);
      const file = internalSecretFile({ DATA_DIR: dataDir });
      // The app answers /healthz a moment before it writes the key.
      await waitFor(() => existsSync(file));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const secret = readFileSync(file, 'utf8');
      expect(secret).toMatch(/^[\w-]{43}$/);
      const { username } = await registerUser(new ApiClient(app.url));
      const granted = await admin(['grant-premium', username], operator);
      expect(granted).toEqual({ status: 0, stdout: `${username}: premium override granted\n`, stderr: '' });
      expect(granted.stdout + granted.stderr + app.output).not.toContain(secret);

      await app.stop();
      expect(existsSync(file)).toBe(false);
      expect(await admin(['show-user', username], operator)).toMatchObject({ status: 1, stderr: expect.stringContaining(`Presently is not running on DATA_DIR ${dataDir}: start it with \`npm start\``) });
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is never written when INTERNAL_SECRET is set: the command then takes the same INTERNAL_SECRET', async () => {
    const secret = 'c'.repeat(40);
    const app = await startApp({ INTERNAL_SECRET: secret });
    try {
      expect(existsSync(internalSecretFile({ DATA_DIR: app.dataDir }))).toBe(false);
      const { username } = await registerUser(app.client());
      expect(await admin(['grant-premium', username], reachOf(app))).toMatchObject({ status: 1, stderr: expect.stringContaining('An app started with INTERNAL_SECRET needs the same INTERNAL_SECRET here') });
      expect(await admin(['grant-premium', username], { ...reachOf(app), INTERNAL_SECRET: secret })).toMatchObject({ status: 0 });
    } finally {
      await app.destroy();
    }
  });
});
