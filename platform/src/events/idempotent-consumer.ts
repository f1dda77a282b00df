import type { Envelope } from '@presently/proto';
import type { RawSql } from './outbox';

export interface TransactionalSql<Tx extends RawSql> {
  $transaction<R>(work: (tx: Tx) => Promise<R>): Promise<R>;
}

/**
 * Runs a consumer's handler once per (event, consumer): the processed-event row and the handler's writes commit
 * together, so a redelivered event — after a crash, a rebalance or a relay retry — changes nothing.
 * Returns false when the event had been handled already.
 */
export async function handleOnce<Tx extends RawSql>(
  db: TransactionalSql<Tx>,
  schema: string,
  consumer: string,
  envelope: Envelope,
  handle: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const fresh = await tx.$executeRawUnsafe(
      `INSERT INTO "${schema}".processed_events (event_id, consumer) VALUES ($1::uuid, $2) ON CONFLICT DO NOTHING`,
      envelope.id,
      consumer,
    );
    if (fresh === 0) return false;
    await handle(tx);
    return true;
  });
}
