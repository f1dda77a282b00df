import { Controller, Get } from '@nestjs/common';
import { CurrentUserId, SignedIn } from '@presently/platform';
import { SubscriptionReader } from '../composite/subscription.reader';

/** GET /api/subscription; the changes (POST, DELETE, confirm, reactivate) are billing's own routes. */
@Controller('api/subscription')
export class SubscriptionController {
  constructor(private readonly subscription: SubscriptionReader) {}

  @Get()
  @SignedIn()
  read(@CurrentUserId() userId: number) {
    return this.subscription.read(userId);
  }
}
