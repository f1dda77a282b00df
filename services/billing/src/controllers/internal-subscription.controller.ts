import { Controller, Get, Param } from '@nestjs/common';
import { Internal, userIdParam } from '@presently/platform';
import { SubscriptionService } from '../services/subscription.service';

/** What the gateway reads to compose GET /api/user and GET /api/subscription. */
@Controller('internal/billing')
@Internal()
export class InternalSubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('users/:id/plan')
  plan(@Param() params: Record<string, string>) {
    return this.subscriptions.planOf(userIdParam(params));
  }

  @Get('users/:id/subscription')
  subscription(@Param() params: Record<string, string>) {
    return this.subscriptions.subscriptionOf(userIdParam(params));
  }
}
