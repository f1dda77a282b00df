export { auth, AuthModule } from './auth.module';
export { AccountService } from './services/account.service';
export { PasswordResetRepository } from './repositories/password-reset.repository';
export { EmailVerificationRepository } from './repositories/email-verification.repository';
