import { HttpException, HttpStatus } from '@nestjs/common';
import { errorCodes, type ErrorCode } from '@presently/proto';

/** A refusal a client can act on: answered as `{ message, code }` with its status. */
export class ProductError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly code: ErrorCode,
  ) {
    super({ message, code }, status);
  }
}

export const badRequest = (message: string) => new ProductError(HttpStatus.BAD_REQUEST, message, errorCodes.validation);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new ProductError(HttpStatus.UNAUTHORIZED, message, errorCodes.unauthenticated);
export const forbidden = (message: string, code: ErrorCode = errorCodes.forbidden) =>
  new ProductError(HttpStatus.FORBIDDEN, message, code);
export const notFound = (message: string) => new ProductError(HttpStatus.NOT_FOUND, message, errorCodes.notFound);
export const conflict = (message: string) => new ProductError(HttpStatus.CONFLICT, message, errorCodes.conflict);
export const tooManyRequests = (message: string) =>
  new ProductError(HttpStatus.TOO_MANY_REQUESTS, message, errorCodes.rateLimited);

/** Another Presently service could not be reached (503), answered nonsense (502) or took too long (504). */
export const serviceUnavailable = (message: string, status: HttpStatus.SERVICE_UNAVAILABLE | HttpStatus.BAD_GATEWAY | HttpStatus.GATEWAY_TIMEOUT = HttpStatus.SERVICE_UNAVAILABLE) =>
  new ProductError(status, message, errorCodes.unavailable);
