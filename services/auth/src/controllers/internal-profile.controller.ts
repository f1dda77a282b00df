import { Controller, Get, Param } from '@nestjs/common';
import { Internal, userIdParam } from '@presently/platform';
import { AccountService } from '../services/account.service';

/** What the gateway reads to compose GET /api/user. */
@Controller('internal/auth')
@Internal()
export class InternalProfileController {
  constructor(private readonly accounts: AccountService) {}

  @Get('users/:id')
  profile(@Param() params: Record<string, string>) {
    return this.accounts.profile(userIdParam(params));
  }
}
