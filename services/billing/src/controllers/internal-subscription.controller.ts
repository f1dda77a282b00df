import { Controller, Get, Param } from '@nestjs/common';
import { Internal, userIdParam } from '@presently/platform';
import { PlanService } from '../services/plan.service';

/** What the gateway reads to compose GET /api/user and GET /api/subscription. */
@Controller('internal/billing')
@Internal()
export class InternalSubscriptionController {
  constructor(private readonly plans: PlanService) {}

  @Get('users/:id/plan')
  plan(@Param() params: Record<string, string>) {
    return this.plans.planOf(userIdParam(params));
  }

  @Get('users/:id/subscription')
  subscription(@Param() params: Record<string, string>) {
    return this.plans.subscriptionOf(userIdParam(params));
  }
}
