import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { Internal } from '@presently/platform';
import { AccountService } from '../services/account.service';

/** What the gateway reads to compose GET /api/user. */
@Controller('internal/auth')
@Internal()
export class InternalProfileController {
  constructor(private readonly accounts: AccountService) {}

  @Get('users/:id')
  profile(@Param('id', ParseIntPipe) id: number) {
    return this.accounts.profile(id);
  }
}
