import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { CurrentIdentity, type Identity, zodPipe } from '@presently/platform';
import { shareRequestSchema, type ShareRequest } from '@presently/proto';
import type { FastifyRequest } from 'fastify';
import { GiftSetService } from '../services/gift-set.service';

/** Public links to a suggestion: anyone may create one, anyone with the link may open it. */
@Controller('api/gifts')
export class ShareController {
  constructor(private readonly giftSets: GiftSetService) {}

  @Post('share')
  share(@CurrentIdentity() identity: Identity | undefined, @Req() request: FastifyRequest, @Body(zodPipe(shareRequestSchema)) body: ShareRequest) {
    return this.giftSets.share(identity?.userId, body, `${request.protocol}://${request.host}`);
  }

  @Get('shared/:shareId')
  shared(@Param('shareId') shareId: string) {
    return this.giftSets.shared(shareId);
  }
}
