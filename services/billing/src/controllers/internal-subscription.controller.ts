import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { Internal } from '@presently/platform';
import { SubscriptionService } from '../services/subscription.service';

/** What the gateway reads to compose GET /api/user and GET /api/subscription. */
@Controller('internal/billing')
@Internal()
export class InternalSubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('users/:id/plan')
  plan(@Param('id', ParseIntPipe) id: number) {
    return this.subscriptions.planOf(id);
  }

  @Get('users/:id/subscription')
  subscription(@Param('id', ParseIntPipe) id: number) {
    return this.subscriptions.subscriptionOf(id);
  }
}
