import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUserId, SignedIn, zodPipe } from '@presently/platform';
import {
  sandboxAuthenticationSchema,
  sandboxPaymentSchema,
  type SandboxAuthenticationRequest,
  type SandboxPaymentRequest,
} from '@presently/proto';
import { SandboxPaymentService } from '../services/sandbox-payment.service';

/** The sandbox provider's card form and authentication step, standing in for Stripe.js in test mode. */
@Controller('api/billing/sandbox')
@SignedIn()
export class SandboxController {
  constructor(private readonly payments: SandboxPaymentService) {}

  @Post('confirm-payment')
  @HttpCode(200)
  confirmPayment(@CurrentUserId() userId: number, @Body(zodPipe(sandboxPaymentSchema)) body: SandboxPaymentRequest) {
    return this.payments.confirmPayment(userId, body);
  }

  @Post('authenticate')
  @HttpCode(200)
  authenticate(@CurrentUserId() userId: number, @Body(zodPipe(sandboxAuthenticationSchema)) body: SandboxAuthenticationRequest) {
    return this.payments.authenticate(userId, body);
  }
}
