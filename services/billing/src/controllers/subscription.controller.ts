import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUserId, SignedIn, zodPipe } from '@presently/platform';
import {
  confirmSubscriptionSchema,
  createSubscriptionSchema,
  type ConfirmSubscriptionRequest,
  type CreateSubscriptionRequest,
} from '@presently/proto';
import { SubscriptionService } from '../services/subscription.service';

/** Plans and the signed-in user's subscription. GET /api/subscription is composed by the gateway (DESIGN §3). */
@Controller('api')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('billing/config')
  config() {
    return this.subscriptions.config();
  }

  @Post('subscription')
  @SignedIn()
  start(@CurrentUserId() userId: number, @Body(zodPipe(createSubscriptionSchema)) body: CreateSubscriptionRequest) {
    return this.subscriptions.start(userId, body);
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
    return this.subscriptions.confirm(userId, body);
  }
}
