import type { BillingConfig, BillingHistoryEntry, SubscriptionDetails } from '@presently/proto';
import { CONFIRMATION_TIMEOUT_MS } from '@/lib/constants';
import { ApiError, apiDelete, apiGet, apiPost, ServerMessageError, TransportError } from './client';

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

const CONFIRM_PATH = '/api/subscription/confirm';
export const CONFIRMATION_TIMED_OUT = 'Request timed out. Server may be busy.';

/**
 * The confirmation has its own short timeout and its own failure texts (spec §8, "other timeout"). A 4xx the server
 * explained (an unknown payment, a session gone) keeps that explanation as `serverMessage`, which tells the person
 * more than a status code; a 5xx or an unexplained refusal is 'Server error: {status}'.
 */
export async function confirmSubscription(body: { paymentIntentId?: string; forceActivate?: boolean }): Promise<ConfirmResult> {
  try {
    return await apiPost<ConfirmResult>(CONFIRM_PATH, body, { timeoutMs: CONFIRMATION_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof TransportError && error.kind === 'timeout') throw new TransportError('timeout', CONFIRM_PATH, CONFIRMATION_TIMED_OUT);
    if (error instanceof ApiError) throw new ServerMessageError(error.status < 500 ? error.serverMessage : undefined, `Server error: ${error.status}`);
    throw error;
  }
}

export const fetchBillingHistory = () => apiGet<BillingHistoryEntry[]>('/api/billing-history');

export const sandboxConfirmPayment = (clientSecret: string, card: SandboxCard) =>
  apiPost<PaymentResult>('/api/billing/sandbox/confirm-payment', { clientSecret, ...card });

export const sandboxAuthenticate = (clientSecret: string, outcome: 'succeed' | 'fail') =>
  apiPost<PaymentResult>('/api/billing/sandbox/authenticate', { clientSecret, outcome });
