import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@presently/platform';
import { yearlyOccasionTypes, type EventData } from '@presently/proto';
import { type Prisma, PrismaClient } from '../generated/prisma/client';
import { dateOf, type ReminderTarget } from '../services/occurrence';

type Tx = Prisma.TransactionClient;

/** One reminder: an occasion's occurrence, so many days before. What occasion.due carries. */
export type DueReminder = EventData<'occasion.due'>;

export interface QueueOptions {
  now: Date;
  /** Unsent reminders last queued before this go out again (their event was lost or dead-lettered). */
  requeueQueuedBefore: Date;
  /** ...unless they were first queued before this: by then the reminder is stale. */
  dropCreatedBefore: Date;
}

export interface QueueResult {
  queued: DueReminder[];
  requeued: DueReminder[];
}

/**
 * A reminder goes only to a subscribed user's confirmed address (email_verified, from auth's events). One due while
 * the address is unconfirmed is not queued: each scan of its day looks again, so it goes out if the address is
 * confirmed that day (a queued one, within STALE_AFTER_HOURS); a reminder day that passes unconfirmed is skipped.
 */
const returning = (table: string) =>
  `${table}.occasion_id AS "occasionId", ${table}.occurrence::text AS occurrence, ${table}.days_before AS "daysBefore", ${table}.user_id AS "userId"`;
const MONTH_DAY = `(EXTRACT(MONTH FROM o.occasion_date) * 100 + EXTRACT(DAY FROM o.occasion_date))::INTEGER`;

/**
 * The due occasions of every target: matching by month-day first (the expression index narrows 100k occasions to a
 * few hundred), then exactly: the zone, the reminder day, and the occurrence itself — the date for a one-off occasion,
 * a later same month-day for a recurring one (28 February standing for 29 February in common years).
 */
const queueSql = (monthDays: number[]) => `
  WITH target AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb)
      AS t(time_zone text, occurrence date, days_before int, month_day int, leap_month_day int)
  ), due AS (
    SELECT o.id AS occasion_id, t.occurrence, t.days_before, o.user_id
      FROM occasions.occasions o
      JOIN occasions.users u ON u.user_id = o.user_id
      JOIN target t ON t.time_zone = u.time_zone AND t.days_before = ANY (o.reminder_days)
     WHERE ${MONTH_DAY} IN (${monthDays.join(', ')})
       AND u.reminders_enabled AND u.email IS NOT NULL AND u.email_verified
       AND o.occasion_date <= t.occurrence
       AND (o.occasion_date = t.occurrence
            OR ((o.is_recurring OR o.occasion_type IN (SELECT jsonb_array_elements_text($2::jsonb)))
                AND ${MONTH_DAY} IN (t.month_day, t.leap_month_day)))
  )
  INSERT INTO occasions.reminder_sends (occasion_id, occurrence, days_before, user_id, created_at, queued_at)
  SELECT occasion_id, occurrence, days_before, user_id, $3::timestamptz, $3::timestamptz FROM due
  ON CONFLICT DO NOTHING
  RETURNING ${returning('reminder_sends')}`;

const REQUEUE_SQL = `
  UPDATE occasions.reminder_sends s SET queued_at = $1::timestamptz
    FROM occasions.users u
   WHERE s.sent_at IS NULL AND s.queued_at < $2::timestamptz AND s.created_at >= $3::timestamptz
     AND (s.claimed_until IS NULL OR s.claimed_until < $1::timestamptz)
     AND u.user_id = s.user_id AND u.reminders_enabled AND u.email IS NOT NULL AND u.email_verified
  RETURNING ${returning('s')}`;

const CLAIM_SQL = `
  UPDATE occasions.reminder_sends s SET claimed_until = $5::timestamptz, attempts = s.attempts + 1
    FROM occasions.users u
   WHERE s.occasion_id = $1 AND s.occurrence = $2::date AND s.days_before = $3
     AND s.sent_at IS NULL AND (s.claimed_until IS NULL OR s.claimed_until < $4::timestamptz)
     AND u.user_id = s.user_id AND u.reminders_enabled AND u.email IS NOT NULL AND u.email_verified`;

const keyOf = (due: DueReminder) => ({ occasionId: due.occasionId, occurrence: dateOf(due.occurrence), daysBefore: due.daysBefore });

/** The reminder ledger (reminder_sends): one row per reminder, queued by the scan and marked once mailed. */
@Injectable()
export class ReminderRepository {
  constructor(
    @Inject(PrismaClient) private readonly db: PrismaClient,
    private readonly outbox: Outbox,
  ) {}

  /**
   * In one transaction: records every due reminder not recorded before (the primary key makes a reminder unique, so
   * even two scans at once insert it once), re-queues unsent ones whose mail went missing, and writes an
   * occasion.due event for each. The rows and the events commit together or not at all.
   */
  async queue(targets: ReminderTarget[], options: QueueOptions): Promise<QueueResult> {
    const result = await this.db.$transaction(
      async (tx) => {
        const monthDays = [...new Set(targets.flatMap((t) => (t.leapMonthDay ? [t.monthDay, t.leapMonthDay] : [t.monthDay])))];
        const queued = targets.length
          ? await tx.$queryRawUnsafe<DueReminder[]>(
              queueSql(monthDays),
              JSON.stringify(targets.map((t) => ({ time_zone: t.timeZone, occurrence: t.occurrence, days_before: t.daysBefore, month_day: t.monthDay, leap_month_day: t.leapMonthDay }))),
              JSON.stringify(yearlyOccasionTypes),
              options.now.toISOString(),
            )
          : [];
        const requeued = await tx.$queryRawUnsafe<DueReminder[]>(
          REQUEUE_SQL,
          options.now.toISOString(),
          options.requeueQueuedBefore.toISOString(),
          options.dropCreatedBefore.toISOString(),
        );
        for (const due of [...queued, ...requeued]) await this.outbox.add(tx, 'occasion.due', due, options.now);
        return { queued, requeued };
      },
      // A first scan over a large table may queue thousands; the default five seconds is for requests.
      { timeout: 120_000, maxWait: 30_000 },
    );
    if (result.queued.length + result.requeued.length > 0) this.outbox.flushSoon();
    return result;
  }

  /**
   * Takes the reminder for mailing until `until`, if it is still unsent, nobody else holds it, and its user still
   * wants reminders. Committed on its own, before any mail goes out.
   */
  async claim(due: DueReminder, now: Date, until: Date): Promise<boolean> {
    const claimed = await this.db.$executeRawUnsafe(CLAIM_SQL, due.occasionId, due.occurrence, due.daysBefore, now.toISOString(), until.toISOString());
    return claimed > 0;
  }

  /** Gives a claim back after a failed send, so a retry may take it at once. */
  async release(due: DueReminder): Promise<void> {
    await this.db.reminderSend.updateMany({ where: { ...keyOf(due), sentAt: null }, data: { claimedUntil: null } });
  }

  /** Records the mail as sent. The occasion may have been deleted meanwhile, which leaves nothing to record. */
  async markSent(tx: Tx, due: DueReminder, messageId: string, at: Date): Promise<void> {
    await tx.reminderSend.updateMany({ where: { ...keyOf(due), sentAt: null }, data: { sentAt: at, messageId, claimedUntil: null } });
    await tx.occasion.updateMany({ where: { id: due.occasionId }, data: { lastReminderSent: at } });
  }
}
