import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUserId, SignedIn, zodPipe } from '@presently/platform';
import {
  confirmSubscriptionSchema,
  createSubscriptionSchema,
  type ConfirmSubscriptionRequest,
  type CreateSubscriptionRequest,
} from '@presently/proto';
import { CheckoutService } from '../services/checkout.service';
import { PlanService } from '../services/plan.service';
import { SubscriptionService } from '../services/subscription.service';

/** Plans and the signed-in user's subscription. GET /api/subscription is composed by the gateway (DESIGN §3). */
@Controller('api')
export class SubscriptionController {
  constructor(
    private readonly plans: PlanService,
    private readonly checkouts: CheckoutService,
    private readonly subscriptions: SubscriptionService,
  ) {}

  @Get('billing/config')
  config() {
    return this.plans.config();
  }

  @Post('subscription')
  @SignedIn()
  start(@CurrentUserId() userId: number, @Body(zodPipe(createSubscriptionSchema)) body: CreateSubscriptionRequest) {
    return this.checkouts.start(userId, body);
  }

  @Delete('subscription')
  @SignedIn()
  cancel(@CurrentUserId() userId: number) {
    return this.subscriptions.cancel(userId);
  }

  @Post('subscription/reactivate')
  @SignedIn()
  @HttpCode(200)
  reactivate(@CurrentUserId() userId: number) {
    return this.subscriptions.reactivate(userId);
  }

  @Post('subscription/confirm')
  @SignedIn()
  @HttpCode(200)
  confirm(@CurrentUserId() userId: number, @Body(zodPipe(confirmSubscriptionSchema)) body: ConfirmSubscriptionRequest) {
    return this.checkouts.confirm(userId, body);
  }
}
