import { Controller, Get, Param } from '@nestjs/common';
import { Internal, userIdParam } from '@presently/platform';
import { CreditService } from '../services/credit.service';

/** What the gateway reads to compose GET /api/user and GET /api/subscription. */
@Controller('internal/gifts/users/:id')
@Internal()
export class InternalCreditsController {
  constructor(private readonly credits: CreditService) {}

  @Get('credits')
  remaining(@Param() params: Record<string, string>) {
    return this.credits.remaining(userIdParam(params));
  }

  @Get('usage')
  usage(@Param() params: Record<string, string>) {
    return this.credits.usage(userIdParam(params));
  }
}
