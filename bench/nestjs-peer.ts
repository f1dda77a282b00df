import 'reflect-metadata';
import { type CanActivate, Controller, type ExecutionContext, Get, HttpCode, Injectable, Module, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthGuard, PassportModule, PassportSerializer, PassportStrategy } from '@nestjs/passport';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CurrentUser } from '@presently/proto';
import type { Request } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';

/**
 * The user bench's peer: `GET /api/user` as an idiomatic NestJS service of the same shape would serve it, built the way
 * NestJS's documentation and its usual session tutorial build it — the Express platform, helmet, express-session with
 * its default MemoryStore, passport-local through @nestjs/passport with a session serializer, and a guard asking
 * `request.isAuthenticated()`. The user lives in memory, so what the bench compares is the request pipeline and not
 * a store: Presently reads its user from three services on every request and still has to be faster.
 */

interface StoredUser {
  profile: Omit<CurrentUser, 'subscriptionPlan' | 'subscriptionStatus' | 'subscriptionStart' | 'subscriptionEnd' | 'monthlyCredits' | 'monthlyCardCredits' | 'lastCreditReset' | 'premium'>;
  password: string;
}

@Injectable()
class UsersService {
  private readonly users = new Map<number, StoredUser>();

  /** The bench's one account; set up in memory as a sign-up would leave it. */
  constructor() {
    const profile = {
      id: 1,
      username: 'benchmark',
      email: 'benchmark@example.com',
      birthday: '1990-01-01',
      timeZone: 'UTC',
      createdAt: new Date().toISOString(),
      isPremiumOverride: false,
      emailVerified: false,
    };
    this.users.set(profile.id, { profile, password: 'bench-password' });
  }

  findByCredentials(username: string, password: string): StoredUser['profile'] | undefined {
    for (const user of this.users.values()) if (user.profile.username === username && user.password === password) return user.profile;
    return undefined;
  }

  findById(id: number): StoredUser['profile'] | undefined {
    return this.users.get(id)?.profile;
  }

  /** The same answer Presently composes: the profile with a free plan and this month's credits. */
  currentUser(id: number): CurrentUser | undefined {
    const profile = this.findById(id);
    if (!profile) return undefined;
    return {
      ...profile,
      subscriptionPlan: 'free',
      subscriptionStatus: 'free',
      subscriptionStart: null,
      subscriptionEnd: null,
      monthlyCredits: 5,
      monthlyCardCredits: 3,
      lastCreditReset: null,
      premium: false,
    };
  }
}

@Injectable()
class LocalPassportStrategy extends PassportStrategy(LocalStrategy) {
  constructor(private readonly users: UsersService) {
    super();
  }

  validate(username: string, password: string): StoredUser['profile'] {
    const user = this.users.findByCredentials(username, password);
    if (!user) throw new UnauthorizedException();
    return user;
  }
}

@Injectable()
class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: StoredUser['profile'], done: (error: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (error: Error | null, user?: StoredUser['profile'] | false) => void): void {
    done(null, this.users.findById(id) ?? false);
  }
}

/** Checks the credentials, then starts the session (passport's `req.logIn`). */
@Injectable()
class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const result = (await super.canActivate(context)) as boolean;
    await super.logIn(context.switchToHttp().getRequest());
    return result;
  }
}

@Injectable()
class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    return context.switchToHttp().getRequest<Request>().isAuthenticated();
  }
}

@Controller()
class AppController {
  constructor(private readonly users: UsersService) {}

  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  @Post('api/login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@Req() request: Request) {
    return request.user;
  }

  @Get('api/user')
  @UseGuards(AuthenticatedGuard)
  user(@Req() request: Request) {
    const user = this.users.currentUser((request.user as StoredUser['profile']).id);
    if (!user) throw new UnauthorizedException();
    return user;
  }
}

@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AppController],
  providers: [UsersService, LocalPassportStrategy, SessionSerializer],
})
class AppModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: ['error', 'warn'] });
  app.use(helmet());
  app.use(
    session({
      secret: 'bench-only-secret',
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax' },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  // The bench stops it with SIGTERM; exiting (rather than dying of the signal) lets --cpu-prof write its profile.
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
