import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentIdentity, SignedIn, zodPipe, type Identity } from '@presently/platform';
import { verifyEmailSchema, type VerifyEmailRequest } from '@presently/proto';
import { EmailVerificationService } from '../services/email-verification.service';

/** Confirming the address with the mailed link (no session needed), and asking for the link again (signed in). */
@Controller('api')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify-email')
  @HttpCode(200)
  verify(@Body(zodPipe(verifyEmailSchema)) body: VerifyEmailRequest) {
    return this.verification.verify(body);
  }

  @Post('user/verification-email')
  @HttpCode(200)
  @SignedIn()
  resend(@CurrentIdentity() identity: Identity) {
    return this.verification.resend(identity.userId);
  }
}
