import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { rawBodyOf, WEBHOOK_PATH } from '../webhook-raw-body';
import { WebhookService } from '../services/webhook.service';

/** The payment provider's webhook endpoint; its signature, not a session, says who is calling. */
@Controller(WEBHOOK_PATH)
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  @Post()
  @HttpCode(200)
  receive(@Req() request: FastifyRequest, @Headers('stripe-signature') signature?: string) {
    return this.webhooks.receive(rawBodyOf(request), signature);
  }
}
