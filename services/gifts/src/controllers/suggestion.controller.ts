import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CurrentIdentity, toAnswer, zodPipe, type Identity } from '@presently/platform';
import {
  cardMessageRequestSchema,
  compareRequestSchema,
  recipientInfoSchema,
  refineRequestSchema,
  type CardMessageRequest,
  type CompareRequest,
  type RecipientInfo,
  type RefineRequest,
} from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { SuggestionService } from '../services/suggestion.service';
import { guestIdOf } from './guest-cookie';

@Controller('api/gifts')
export class SuggestionController {
  constructor(private readonly suggestions: SuggestionService) {}

  @Post('check-clarification')
  @HttpCode(200)
  clarify(@Body(zodPipe(recipientInfoSchema)) info: RecipientInfo) {
    return this.suggestions.clarify(info);
  }

  @Post('suggest')
  @HttpCode(200)
  suggest(@CurrentIdentity() identity: Identity | undefined, @Req() request: FastifyRequest, @Body(zodPipe(recipientInfoSchema)) info: RecipientInfo) {
    return this.suggestions.suggest({ userId: identity?.userId, ip: request.ip }, info);
  }

  /**
   * Server-sent events: `suggestion` for each idea as it is ready, then `done` with the whole answer. A refusal
   * (credits, validation) happens before the stream opens and is an ordinary JSON error.
   */
  @Post('suggest/stream')
  async suggestStream(
    @CurrentIdentity() identity: Identity | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body(zodPipe(recipientInfoSchema)) info: RecipientInfo,
  ) {
    const send = (event: string, data: unknown) => {
      if (!reply.raw.headersSent) {
        reply.hijack();
        reply.raw.writeHead(200, {
          // The security headers and request id every answer carries.
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
      }
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const response = await this.suggestions.suggest({ userId: identity?.userId, ip: request.ip }, info, (suggestion) => send('suggestion', suggestion));
      send('done', response);
      reply.raw.end();
    } catch (error) {
      if (!reply.raw.headersSent) throw error;
      send('error', toAnswer(error).body);
      reply.raw.end();
    }
  }

  @Post('refine')
  @HttpCode(200)
  refine(@CurrentIdentity() identity: Identity | undefined, @Body(zodPipe(refineRequestSchema)) body: RefineRequest) {
    return this.suggestions.refine(identity?.userId, body);
  }

  @Post('compare')
  @HttpCode(200)
  compare(@CurrentIdentity() identity: Identity | undefined, @Body(zodPipe(compareRequestSchema)) body: CompareRequest) {
    return this.suggestions.compare(identity?.userId, body);
  }

  @Post('card-message')
  @HttpCode(200)
  cardMessage(
    @CurrentIdentity() identity: Identity | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body(zodPipe(cardMessageRequestSchema)) body: CardMessageRequest,
  ) {
    const asker = identity ? { userId: identity.userId, ip: request.ip } : { ip: request.ip, guestId: guestIdOf(request, reply) };
    return this.suggestions.cardMessage(asker, body.recipientInfo, body.giftTitle);
  }
}
