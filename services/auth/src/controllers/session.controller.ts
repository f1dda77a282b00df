import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  CONFIG,
  clearSessionCookie,
  type Config,
  sessionIdOf,
  setSessionCookie,
  zodPipe,
} from '@presently/platform';
import { loginSchema, registerSchema, type LoginRequest, type RegisterRequest } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from '../services/account.service';

/** Sign-up, sign-in and sign-out: each answers the user and sets or clears the session cookie. */
@Controller('api')
export class SessionController {
  constructor(
    private readonly accounts: AccountService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Post('register')
  async register(@Body(zodPipe(registerSchema)) body: RegisterRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { user, session } = await this.accounts.register(body, request.ip);
    setSessionCookie(request, reply, session, this.config.COOKIE_SECURE);
    return user;
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body(zodPipe(loginSchema)) body: LoginRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { user, session } = await this.accounts.login(body, request.ip);
    setSessionCookie(request, reply, session, this.config.COOKIE_SECURE);
    return user;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.accounts.logout(sessionIdOf(request));
    clearSessionCookie(request, reply, this.config.COOKIE_SECURE);
    return { success: true, message: 'You have been successfully logged out' };
  }
}
