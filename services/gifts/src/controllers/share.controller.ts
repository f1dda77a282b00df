import { Body, Controller, Delete, Get, Inject, Param, Post, Req } from '@nestjs/common';
import { CONFIG, type Config, CurrentIdentity, CurrentUserId, type Identity, publicOrigin, SignedIn, zodPipe } from '@presently/platform';
import { shareRequestSchema, type ShareRequest } from '@presently/proto';
import type { FastifyRequest } from 'fastify';
import { ShareService } from '../services/share.service';

/** Public links to a suggestion: anyone may create one, anyone with the link may open it, its owner may revoke it. */
@Controller('api/gifts')
export class ShareController {
  constructor(
    private readonly shares: ShareService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('share')
  share(@CurrentIdentity() identity: Identity | undefined, @Req() request: FastifyRequest, @Body(zodPipe(shareRequestSchema)) body: ShareRequest) {
    // A Host that is no plain host name makes a link to the address this process serves.
    const origin = publicOrigin(this.config, request) ?? `http://localhost:${this.config.PORT}`;
    return this.shares.share({ userId: identity?.userId, ip: request.ip }, body, origin);
  }

  @Get('shared/:shareId')
  shared(@Param('shareId') shareId: string) {
    return this.shares.shared(shareId);
  }

  @Delete('shared/:shareId')
  @SignedIn()
  revoke(@CurrentUserId() userId: number, @Param('shareId') shareId: string) {
    return this.shares.revoke(userId, shareId);
  }
}
