import { Test } from '@nestjs/testing';
import { occasions as occasionsTarget, ReminderService } from '@presently/occasions';
import { CLOCK, DatabaseHost, loadConfig, PlatformModule } from '@presently/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { BenchResult } from './bench';

const OCCASIONS = 100_000;
const USERS = 20_000;
const TIME_ZONES = ['UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Helsinki', 'Africa/Lagos', 'America/Sao_Paulo', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Dubai'];
/** 18:00 UTC: past 09:00 in every zone above, so the scan finds the whole day's reminders of all of them at once. */
const NOW = '2025-06-10T18:00:00Z';
const TARGET_MS = 2000;

/**
 * Seeds 100k occasions of 20k users (with confirmed addresses: nothing is mailed to any other) (a mix of yearly and one-off, default and long reminder lists) with one
 * generate_series insert into a fresh embedded database, then times one full reminder scan through the occasions
 * service as it runs — due query, ledger rows and occasion.due outbox events — and a second scan that finds
 * nothing new.
 */
export default async function occasionsScanBench(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'presently-bench-occasions-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const module = await Test.createTestingModule({ imports: [PlatformModule.forRoot(config, pino({ level: 'silent' }), ['occasions']), occasionsTarget.module] })
    .overrideProvider(CLOCK)
    .useValue(() => new Date(NOW))
    .compile();
  await module.init();
  try {
    const sql = await module.get(DatabaseHost).driver('occasions');
    await sql.exec(`
      INSERT INTO occasions.users (user_id, email, email_verified, time_zone, feed_token, unsubscribe_token)
      SELECT u, 'user' || u || '@example.com', true, (ARRAY['${TIME_ZONES.join("','")}'])[1 + u % ${TIME_ZONES.length}], 'feed-' || u, 'unsub-' || u
        FROM generate_series(1, ${USERS}) AS u;
      INSERT INTO occasions.occasions (user_id, recipient_name, occasion_date, occasion_type, is_recurring, reminder_days)
      SELECT 1 + i % ${USERS}, 'Recipient ' || i,
             DATE '1950-01-01' + (abs(hashtext(i::text)) % 29000),
             (ARRAY['birthday', 'birthday', 'anniversary', 'holiday', 'graduation'])[1 + i % 5],
             i % 10 = 3,
             CASE WHEN i % 4 = 0 THEN ARRAY[30, 14, 7, 3, 1] ELSE ARRAY[7, 3, 1] END
        FROM generate_series(1, ${OCCASIONS}) AS i;
      ANALYZE occasions.users;
      ANALYZE occasions.occasions;`);

    const reminders = module.get(ReminderService);
    const first = await timed(() => reminders.scan());
    const second = await timed(() => reminders.scan());
    return [
      { name: `occasions: reminder scan over ${OCCASIONS / 1000}k occasions (embedded PGlite)`, value: first.ms, unit: 'ms', target: `< ${TARGET_MS}`, pass: first.ms < TARGET_MS },
      { name: 'occasions: reminders that scan queued', value: first.result.queued, unit: 'reminders', target: 'reported', pass: first.result.queued > 0 },
      { name: 'occasions: a second scan finding nothing new', value: second.ms, unit: 'ms', target: `< ${TARGET_MS}`, pass: second.ms < TARGET_MS && second.result.queued === 0 },
    ];
  } finally {
    await module.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await work();
  return { ms: Math.round(Number(process.hrtime.bigint() - start) / 1e6), result };
}
