import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { Internal } from '@presently/platform';
import { CreditService } from '../services/credit.service';

/** What the gateway reads to compose GET /api/user and GET /api/subscription. */
@Controller('internal/gifts/users/:id')
@Internal()
export class InternalCreditsController {
  constructor(private readonly credits: CreditService) {}

  @Get('credits')
  remaining(@Param('id', ParseIntPipe) userId: number) {
    return this.credits.remaining(userId);
  }

  @Get('usage')
  usage(@Param('id', ParseIntPipe) userId: number) {
    return this.credits.usage(userId);
  }
}
