import type { BillingConfig, BillingHistoryEntry, SubscriptionDetails } from '@presently/proto';
import { CONFIRMATION_TIMEOUT_MS } from '@/lib/constants';
import { apiDelete, apiGet, apiPost } from './client';

export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';

export interface PaymentResult {
  status: PaymentStatus;
  paymentIntentId: string;
  message?: string;
}

export interface ConfirmResult {
  success: boolean;
  message?: string;
  status?: string;
  paymentStatus?: string;
  canForceActivate?: boolean;
  errorOccurred?: boolean;
}

export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const fetchBillingConfig = () => apiGet<BillingConfig>('/api/billing/config');

export const fetchSubscription = () => apiGet<SubscriptionDetails>('/api/subscription');

export const createSubscription = (priceId: string) => apiPost<{ clientSecret?: string }>('/api/subscription', { priceId });

export const cancelSubscription = () => apiDelete<unknown>('/api/subscription');

export const reactivateSubscription = () => apiPost<unknown>('/api/subscription/reactivate');

export const confirmSubscription = (body: { paymentIntentId?: string; forceActivate?: boolean }) =>
  apiPost<ConfirmResult>('/api/subscription/confirm', body, { timeoutMs: CONFIRMATION_TIMEOUT_MS });

export const fetchBillingHistory = () => apiGet<BillingHistoryEntry[]>('/api/billing-history');

export const sandboxConfirmPayment = (clientSecret: string, card: SandboxCard) =>
  apiPost<PaymentResult>('/api/billing/sandbox/confirm-payment', { clientSecret, ...card });

export const sandboxAuthenticate = (clientSecret: string, outcome: 'succeed' | 'fail') =>
  apiPost<PaymentResult>('/api/billing/sandbox/authenticate', { clientSecret, outcome });
