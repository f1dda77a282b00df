import { Inject, Injectable } from '@nestjs/common';
import { PrismaClient, type Invoice } from '../generated/prisma/client';

/** Reads of the invoices that subscription changes record. */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(PrismaClient) private readonly db: PrismaClient) {}

  listForUser(userId: number): Promise<Invoice[]> {
    return this.db.invoice.findMany({ where: { userId }, orderBy: [{ paidAt: 'desc' }, { id: 'asc' }] });
  }

  /** The user's own invoice, or null: another user's answers like a missing one. */
  findForUser(userId: number, id: string): Promise<Invoice | null> {
    return this.db.invoice.findFirst({ where: { id, userId } });
  }
}
