import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { zodPipe } from '@presently/platform';
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordRequest, type ResetPasswordRequest } from '@presently/proto';
import type { FastifyRequest } from 'fastify';
import { PasswordResetService } from '../services/password-reset.service';

/** "Forgot password": ask for a link by e-mail, then set a new password with it. Both work without a session. */
@Controller('api')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body(zodPipe(forgotPasswordSchema)) body: ForgotPasswordRequest, @Req() request: FastifyRequest) {
    return this.resets.requestLink(body, request.ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body(zodPipe(resetPasswordSchema)) body: ResetPasswordRequest, @Req() request: FastifyRequest) {
    return this.resets.reset(body, request.ip);
  }
}
