import { Module } from '@nestjs/common';
import { serviceDatabase, type Target } from '@presently/platform';
import { AccountController } from './controllers/account.controller';
import { InternalProfileController } from './controllers/internal-profile.controller';
import { SessionController } from './controllers/session.controller';
import { PrismaClient } from './generated/prisma/client';
import { UserRepository } from './repositories/user.repository';
import { AccountService } from './services/account.service';
import { PasswordService } from './services/password.service';

/** Users, passwords, sessions and account deletion (spec §3-8). */
@Module({
  controllers: [SessionController, AccountController, InternalProfileController],
  providers: [...serviceDatabase('auth', PrismaClient, PrismaClient), UserRepository, PasswordService, AccountService],
  exports: [AccountService],
})
export class AuthModule {}

export const auth: Target = { name: 'auth', module: AuthModule, deps: [] };
