import { Inject, Injectable } from '@nestjs/common';
import { handleOnce } from '@presently/platform';
import type { Envelope } from '@presently/proto';
import { type Prisma, PrismaClient } from '../generated/prisma/client';

/** The events this service has applied: a consumer's writes commit together with the event's row, once. */
@Injectable()
export class ProcessedEventRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  /** Runs `apply` in a transaction unless this consumer applied the event before; false when it had. */
  once(consumer: string, envelope: Envelope, apply: (tx: Prisma.TransactionClient) => Promise<void>): Promise<boolean> {
    return handleOnce(this.db, 'gifts', consumer, envelope, apply);
  }
}
