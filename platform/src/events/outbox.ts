import { parseEventData, type Envelope, type EventData, type EventType } from '@presently/proto';
import type { Logger } from 'pino';
import type { SqlDriver } from '../database/sql-driver';
import { newEnvelope } from './envelope';
import type { EventBus } from './event-bus';

/** The raw-SQL surface of a Prisma client or transaction that the outbox and consumers need. */
export interface RawSql {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Writes an event into the service's outbox inside the caller's transaction, so the event exists exactly when the
 * state change it describes does.
 */
export class Outbox {
  constructor(
    private readonly schema: string,
    private readonly relay?: OutboxRelay,
  ) {}

  async add<T extends EventType>(tx: RawSql, type: T, data: EventData<T>, occurredAt = new Date()): Promise<Envelope<T>> {
    const envelope = newEnvelope(this.schema, type, parseEventData(type, data), occurredAt);
    await tx.$executeRawUnsafe(
      `INSERT INTO "${this.schema}".outbox (event_id, type, key, envelope) VALUES ($1::uuid, $2, $3, $4::jsonb)`,
      envelope.id,
      type,
      envelope.key,
      JSON.stringify(envelope),
    );
    return envelope;
  }

  /** Call after the transaction commits, so the event goes out now instead of at the next poll. */
  flushSoon(): void {
    this.relay?.nudge();
  }
}

interface OutboxRow {
  id: string;
  envelope: Envelope;
  attempts: number;
}

/**
 * Publishes outbox rows in order. A row is claimed for a while (so replicas share the work without holding a
 * transaction open while publishing), published, then marked. A failed publish backs off exponentially; a crash
 * after publishing and before marking re-publishes, which idempotent consumers absorb.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly sql: SqlDriver,
    private readonly schema: string,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly pollMs = 1000,
  ) {}

  /**
   * A poll of its own rather than a scheduled job (ScheduledJobs): every replica relays at once, sharing the rows by
   * claiming them, and the poll is only the fallback to the nudge each commit gives, at a second's pace.
   */
  start(): void {
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.flush()
      .catch((error) => this.logger.error({ err: error, schema: this.schema }, 'outbox relay failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Publishes everything due; resolves when the outbox holds nothing more it can send now. */
  async flush(): Promise<void> {
    for (;;) {
      const rows = await this.sql.query<OutboxRow>(
        `UPDATE "${this.schema}".outbox SET claimed_until = now() + interval '30 seconds'
          WHERE id IN (SELECT id FROM "${this.schema}".outbox
                        WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                        ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)
          RETURNING id, envelope, attempts`,
      );
      if (rows.length === 0) return;
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of rows) {
        try {
          await this.bus.publish(row.envelope);
          await this.sql.query(`UPDATE "${this.schema}".outbox SET published_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
        } catch (error) {
          const backoffSeconds = Math.min(2 ** row.attempts, 300);
          await this.sql.query(
            `UPDATE "${this.schema}".outbox SET attempts = attempts + 1, last_error = $2,
               claimed_until = now() + make_interval(secs => $3) WHERE id = $1`,
            [row.id, error instanceof Error ? error.message : String(error), backoffSeconds],
          );
          this.logger.warn({ err: error, eventId: row.envelope.id, schema: this.schema }, 'event publish failed; will retry');
          // Later rows wait too: a user's events keep their order.
          return;
        }
      }
    }
  }

  /** Events written but not yet published: the backlog that /metrics reports. */
  async backlog(): Promise<number> {
    const [row] = await this.sql.query<{ count: string }>(
      `SELECT count(*) AS count FROM "${this.schema}".outbox WHERE published_at IS NULL`,
    );
    return Number(row.count);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
