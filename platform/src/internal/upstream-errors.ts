import { HttpStatus } from '@nestjs/common';
import { ProductError, serviceUnavailable } from '../http/errors';
import type { ServiceArea } from '../runtime/deployment';

export type UpstreamFailure = 'unreachable' | 'timeout' | 'bad-answer';

/** What the gateway calls each service by in an error message. */
const serviceNames: Record<ServiceArea, string> = {
  auth: 'account service',
  gifts: 'gift service',
  billing: 'billing service',
  occasions: 'occasions service',
};

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
const TIMEOUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * What went wrong on a call to another service, from undici's error or one that wraps it as its cause (as
 * @fastify/reply-from's do): no connection, no answer in time, or garbage.
 */
export function upstreamFailureOf(error: unknown): UpstreamFailure {
  const codes: string[] = [];
  for (let cause: unknown = error; cause && typeof cause === 'object' && codes.length < 5; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    // A socket closed or reset before a whole answer came: a replica that died mid-request counts as a bad answer.
  }
  if (codes.some((code) => UNREACHABLE.has(code))) return 'unreachable';
  if (codes.some((code) => TIMEOUT.has(code))) return 'timeout';
  return 'bad-answer';
}

/** The answer a caller gets: 503 (try again shortly), 504 (too slow) or 502 (an invalid answer), naming the service. */
export function upstreamError(area: ServiceArea, failure: UpstreamFailure): ProductError {
  const name = serviceNames[area];
  const capitalised = `The ${name}`;
  switch (failure) {
    case 'unreachable':
      return serviceUnavailable(`${capitalised} is unavailable. Please try again shortly.`);
    case 'timeout':
      return serviceUnavailable(`${capitalised} took too long to answer. Please try again.`, HttpStatus.GATEWAY_TIMEOUT);
    case 'bad-answer':
      return serviceUnavailable(`${capitalised} gave an invalid answer. Please try again.`, HttpStatus.BAD_GATEWAY);
  }
}
