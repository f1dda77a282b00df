import { createTestDatabase, deleteRedisKeys, freePort, kafkaEnv, startMockKafka, type TestKafka } from '@presently/platform/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { SMTPServer } from 'smtp-server';
import { waitFor } from '../app';
import { deploymentEnv, PresentlyProcess } from './processes';

// Fault: the occasions process dies (SIGKILL) while its mailer works through a batch of reminders, and starts again
// on the same database and Kafka group. Every reminder the scan queued must be mailed at most once, recorded once,
// and whatever the crash left unsent must still be held for the scan to queue again: nothing lost, nothing doubled.
jest.setTimeout(150_000);

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL!;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL!;
const USERS = 60;
/** The SMTP server takes this long to accept each mail, so the batch lasts a few seconds and the kill lands inside. */
const ACCEPT_DELAY_MS = 60;

/** A zone where it is REMINDER_HOUR (9) or later now, so its reminders are due at the next scan. */
function dueZone(): { zone: string; tomorrow: string } {
  const zones = ['UTC', 'Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu'];
  const now = new Date();
  for (const zone of zones) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now));
    if (hour < 9 || hour > 22) continue;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return { zone, tomorrow };
  }
  throw new Error('no time zone at reminder hour');
}

interface Delivery {
  messageId: string;
  at: number;
}

describe('the occasions mailer killed in the middle of a reminder batch', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-reminders-crash-'));
  const deliveries: Delivery[] = [];
  let database: NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;
  let kafka: TestKafka;
  let smtp: SMTPServer;
  let sql: Client;
  let occasions: PresentlyProcess;

  beforeAll(async () => {
    const { SMTPServer } = await import('smtp-server');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          // Counted once the whole message is here, even if the sender dies before the reply: the strict count.
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)';
          deliveries.push({ messageId, at: Date.now() });
          setTimeout(() => callback(), ACCEPT_DELAY_MS);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    kafka = await startMockKafka();
    database = (await createTestDatabase(TEST_DATABASE_URL))!;
    const env = {
      ...deploymentEnv(dataDir),
      ...kafkaEnv(kafka),
      KAFKA_GROUP_PREFIX: `presently-test-${randomBytes(6).toString('hex')}`,
      DATABASE_URL_OCCASIONS: database.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
      // A scan every 6 s: the batch starts soon after the users are in, not a minute after start-up.
      REMINDER_SCAN_INTERVAL_MINUTES: '0.1',
    };
    occasions = await new PresentlyProcess('occasions', env, await freePort()).start();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });

  afterAll(async () => {
    await occasions?.stop();
    await sql?.end();
    await database?.drop();
    await kafka?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    if (occasions) await deleteRedisKeys(TEST_REDIS_URL, occasions.env.REDIS_KEY_PREFIX);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = async () =>
    (
      await sql.query<{ occasion_id: number; sent_at: Date | null; message_id: string | null; claimed_until: Date | null; attempts: number }>(
        `SELECT occasion_id, sent_at, message_id, claimed_until, attempts FROM occasions.reminder_sends ORDER BY occasion_id`,
      )
    ).rows;

  it('mails each queued reminder at most once, records each mail once, and leaves nothing unsent but what the dead claim holds', async () => {
    const started = Date.now();
    // The users as auth's events would have projected them, each with a confirmed address and an occasion tomorrow
    // with a reminder one day before.
    const { zone, tomorrow } = dueZone();
    for (let user = 1; user <= USERS; user++) {
      await sql.query(
        `INSERT INTO occasions.users (user_id, email, email_verified, time_zone, feed_token, unsubscribe_token) VALUES ($1, $2, true, $3, $4, $5)`,
        [user, `user${user}@example.com`, zone, randomBytes(16).toString('hex'), randomBytes(16).toString('hex')],
      );
      await sql.query(
        `INSERT INTO occasions.occasions (user_id, recipient_name, occasion_date, occasion_type, reminder_days) VALUES ($1, $2, $3::date, 'birthday', '{1}')`,
        [user, `Friend ${user}`, tomorrow],
      );
    }

    // The scans queue them all (one may have come while the users went in); the mailer works through them. Kill it a
    // few mails in, once every reminder is queued.
    await waitFor(async () => deliveries.length >= 8 && (await rows()).length === USERS, 90_000);
    await occasions.kill();
    const killedAt = Date.now();
    const beforeRestart = deliveries.length;
    const atKill = await rows();
    expect(atKill).toHaveLength(USERS);
    expect(beforeRestart).toBeLessThan(USERS);

    // The process answers at once; Kafka keeps the dead member in the mailer's group until its session times out
    // (30 s), and /readyz answers 200 once the new one has joined.
    await occasions.start();
    await waitFor(async () => (await fetch(`${occasions.url}/readyz`)).status === 200, 75_000);
    const restartedAt = Date.now();
    // Settled: every reminder is either recorded as sent or still held by a claim, and no mail came for a while.
    await waitFor(async () => {
      const now = await rows();
      const open = now.filter((row) => !row.sent_at && !(row.claimed_until && row.claimed_until.getTime() > Date.now()));
      const last = deliveries.at(-1)?.at ?? 0;
      return open.length === 0 && Date.now() - last > 3000;
    }, 60_000);
    const settled = await rows();

    const byId = new Map<string, number>();
    for (const delivery of deliveries) byId.set(delivery.messageId, (byId.get(delivery.messageId) ?? 0) + 1);
    const doubled = [...byId].filter(([, count]) => count > 1);
    const sent = settled.filter((row) => row.sent_at);
    const unsent = settled.filter((row) => !row.sent_at);
    const expectedIds = new Map(settled.map((row) => [row.occasion_id, `<reminder.${row.occasion_id}.${tomorrow}.1@`]));
    console.log(
      `reminders-crash: ${USERS} queued; ${beforeRestart} mails before the kill (${killedAt - started} ms in), restart took ${restartedAt - killedAt} ms, ` +
        `${deliveries.length - beforeRestart} mails after it; ${sent.length} recorded sent, ${unsent.length} held by the dead claim ` +
        `(${unsent.filter((row) => [...byId.keys()].some((id) => id.startsWith(expectedIds.get(row.occasion_id)!))).length} of them mailed); total ${Date.now() - started} ms`,
    );

    // Nothing doubled: each Message-ID reached the SMTP server once.
    expect(doubled).toEqual([]);
    // Each reminder queued once (the primary key), one per occasion.
    expect(new Set(settled.map((row) => row.occasion_id)).size).toBe(USERS);
    // Each recorded send names its own Message-ID, and that mail arrived.
    for (const row of sent) {
      expect(row.message_id?.startsWith(expectedIds.get(row.occasion_id)!)).toBe(true);
      expect(byId.get(row.message_id!)).toBe(1);
    }
    // Each mail that arrived is a queued reminder.
    const mailed = [...byId.keys()];
    expect(mailed.every((id) => [...expectedIds.values()].some((prefix) => id.startsWith(prefix)))).toBe(true);
    // The restarted mailer carried on with the batch.
    expect(deliveries.length).toBeGreaterThan(beforeRestart);
    // Nothing lost: what is not recorded is only what the killed process had claimed (its in-flight sends), still held
    // so no second mail goes out now, and the scan queues it again once the claim runs out (REQUEUE_AFTER_MINUTES).
    for (const row of unsent) {
      expect(row.claimed_until!.getTime()).toBeGreaterThan(Date.now());
      expect(atKill.find((before) => before.occasion_id === row.occasion_id)?.claimed_until).toBeTruthy();
    }
    expect(unsent.length).toBeLessThanOrEqual(5);
    expect(sent.length + unsent.length).toBe(USERS);
  });
});
