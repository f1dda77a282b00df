import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { Internal, zodPipe } from '@presently/platform';
import { premiumOverrideSchema, type PremiumOverrideRequest } from '@presently/proto';
import { AccountService } from '../services/account.service';

/**
 * What the operator's command (`npm run admin`) calls, in both run modes: the running all-in-one process, or the auth
 * service of a distributed deployment. Behind the internal secret like every /internal route, so only someone holding
 * it (the deployment's INTERNAL_SECRET, or the one an all-in-one process leaves in its DATA_DIR) reaches it.
 */
@Controller('internal/auth/operator/users/:username')
@Internal()
export class InternalOperatorController {
  constructor(private readonly accounts: AccountService) {}

  @Get()
  user(@Param() params: Record<string, string>) {
    return this.accounts.profileByUsername(params.username);
  }

  @Put('premium-override')
  setPremiumOverride(@Param() params: Record<string, string>, @Body(zodPipe(premiumOverrideSchema)) body: PremiumOverrideRequest) {
    return this.accounts.setPremiumOverride(params.username, body.granted);
  }
}
