import { RenewalService } from '@presently/billing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveTargets } from '../../src/targets';
import { registerUser } from '../app';
import { type Cluster, startCluster } from '../cluster';
import { subscribe } from '../users';

// Scheduled work with replicas: renewals run on every billing replica's schedule. Each replica is an app of its own
// with its own connections to the shared billing database, as separate processes are to PostgreSQL.
describe('billing renewals with two billing replicas', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({}, mkdtempSync(join(tmpdir(), 'presently-schedulers-')), resolveTargets('all'), { replicas: { billing: 2 } });
  });
  afterAll(() => cluster?.destroy());

  it('charges each period once when both replicas run the renewals at the same moment', async () => {
    const client = cluster.client();
    await registerUser(client);
    await subscribe(client);
    const firstEnd = new Date((await client.get('/api/subscription')).body.currentPeriodEnd);

    // Three periods late: each replica tries to catch up on all of them at once, twice over.
    const late = new Date(firstEnd.getTime() + 62 * 86_400_000);
    const replicas = cluster.replicas.billing!.map((replica) => replica!.app.get(RenewalService));
    await Promise.all([...replicas, ...replicas].map((renewals) => renewals.runDue(late)));

    const history = await client.get('/api/billing-history');
    expect(history.body).toHaveLength(4);
    expect(history.body.every((invoice: { amountPaid: number; status: string }) => invoice.amountPaid === 4.99 && invoice.status === 'paid')).toBe(true);
    expect(new Date((await client.get('/api/subscription')).body.currentPeriodEnd).getTime()).toBeGreaterThan(late.getTime());
    expect(await replicas[1].runDue(late)).toMatchObject({ renewed: 0, failed: 0 });
  });
});
