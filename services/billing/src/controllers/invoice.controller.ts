import { Controller, Get, Header, Param } from '@nestjs/common';
import { CurrentUserId, SignedIn } from '@presently/platform';
import { InvoiceService } from '../services/invoice.service';

/** The signed-in user's invoices and their receipts. */
@Controller('api')
@SignedIn()
export class InvoiceController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get('billing-history')
  history(@CurrentUserId() userId: number) {
    return this.invoices.history(userId);
  }

  @Get('billing/receipts/:invoiceId')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'private, no-store')
  receipt(@CurrentUserId() userId: number, @Param('invoiceId') invoiceId: string) {
    return this.invoices.receipt(userId, invoiceId);
  }
}
