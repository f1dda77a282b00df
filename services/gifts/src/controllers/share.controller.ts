import { Body, Controller, Delete, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CONFIG, type Config, CurrentIdentity, type Identity, publicOrigin, zodPipe } from '@presently/platform';
import { shareRequestSchema, type ShareRequest } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShareService } from '../services/share.service';
import { existingGuestIdOf, guestIdOf } from './guest-cookie';

/**
 * Public links to a suggestion: anyone may create one, anyone with the link may open it, whoever made it may revoke
 * it: a member by their account, a guest from the browser that made it (its guest cookie).
 */
@Controller('api/gifts')
export class ShareController {
  constructor(
    private readonly shares: ShareService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('share')
  share(
    @CurrentIdentity() identity: Identity | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body(zodPipe(shareRequestSchema)) body: ShareRequest,
  ) {
    // A Host that is no plain host name makes a link to the address this process serves.
    const origin = publicOrigin(this.config, request) ?? `http://localhost:${this.config.PORT}`;
    const sharer = identity ? { userId: identity.userId, ip: request.ip } : { guestId: guestIdOf(request, reply), ip: request.ip };
    return this.shares.share(sharer, body, origin);
  }

  @Get('shared/:shareId')
  shared(@Param('shareId') shareId: string) {
    return this.shares.shared(shareId);
  }

  @Delete('shared/:shareId')
  revoke(@CurrentIdentity() identity: Identity | undefined, @Req() request: FastifyRequest, @Param('shareId') shareId: string) {
    return this.shares.revoke({ userId: identity?.userId, guestId: existingGuestIdOf(request) }, shareId);
  }
}
