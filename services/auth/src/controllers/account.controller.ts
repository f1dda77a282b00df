import { Body, Controller, Delete, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { CONFIG, clearSessionCookie, type Config, CurrentIdentity, SignedIn, zodPipe, type Identity } from '@presently/platform';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  timeZoneSchema,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
} from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from '../services/account.service';

/** The signed-in user's own account. GET /api/user is composed by the gateway from every service. */
@Controller('api/user')
@SignedIn()
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  async changePassword(@CurrentIdentity() identity: Identity, @Body(zodPipe(changePasswordSchema)) body: ChangePasswordRequest) {
    await this.accounts.changePassword(identity.userId, identity.sessionId, body);
    return { success: true, message: 'Password changed successfully' };
  }

  @Put('time-zone')
  setTimeZone(@CurrentIdentity() identity: Identity, @Body(zodPipe(timeZoneSchema)) body: { timeZone: string }) {
    return this.accounts.setTimeZone(identity.userId, body.timeZone);
  }

  @Put('email')
  changeEmail(@CurrentIdentity() identity: Identity, @Body(zodPipe(changeEmailSchema)) body: ChangeEmailRequest) {
    return this.accounts.changeEmail(identity.userId, body);
  }

  @Delete()
  async deleteAccount(
    @CurrentIdentity() identity: Identity,
    @Body(zodPipe(deleteAccountSchema)) body: DeleteAccountRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.accounts.deleteAccount(identity.userId, body);
    clearSessionCookie(request, reply, this.config.COOKIE_SECURE);
    return { success: true, message: 'Account deleted' };
  }
}
