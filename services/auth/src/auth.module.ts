import { Module } from '@nestjs/common';
import { serviceDatabase, type Target } from '@presently/platform';
import { AccountController } from './controllers/account.controller';
import { EmailVerificationController } from './controllers/email-verification.controller';
import { InternalDataExportController } from './controllers/internal-data-export.controller';
import { InternalOperatorController } from './controllers/internal-operator.controller';
import { InternalProfileController } from './controllers/internal-profile.controller';
import { PasswordResetController } from './controllers/password-reset.controller';
import { SessionController } from './controllers/session.controller';
import { PrismaClient } from './generated/prisma/client';
import { EmailVerificationRepository } from './repositories/email-verification.repository';
import { PasswordResetRepository } from './repositories/password-reset.repository';
import { UserRepository } from './repositories/user.repository';
import { AccountService } from './services/account.service';
import { EmailVerificationService } from './services/email-verification.service';
import { DataExportService } from './services/data-export.service';
import { LoginAttempts } from './services/login-attempts';
import { PasswordResetService } from './services/password-reset.service';
import { PasswordService } from './services/password.service';
import { RegistrationAttempts } from './services/registration-attempts';

/** Users, passwords and their reset by e-mail, confirming addresses, sessions and account deletion (spec §3-8). */
@Module({
  controllers: [SessionController, AccountController, PasswordResetController, EmailVerificationController, InternalProfileController, InternalDataExportController, InternalOperatorController],
  providers: [
    ...serviceDatabase('auth', PrismaClient, PrismaClient),
    UserRepository,
    PasswordResetRepository,
    EmailVerificationRepository,
    PasswordService,
    LoginAttempts,
    RegistrationAttempts,
    AccountService,
    EmailVerificationService,
    PasswordResetService,
    DataExportService,
  ],
  exports: [AccountService],
})
export class AuthModule {}

export const auth: Target = { name: 'auth', module: AuthModule };
