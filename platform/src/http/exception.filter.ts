import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import type { ErrorBody } from '@presently/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGGER, type Logger } from '../logging/logger';

/**
 * The one place errors become answers: `{ message, code? }` with the right status. Fastify's own 4xx (malformed
 * JSON, body too large, wrong content type) reach it as HttpExceptions from Nest's router; anything unexpected is
 * logged with the request id and answered 500 without details.
 */
@Catch()
export class ExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toAnswer(exception);
    if (status >= 500) {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'request failed');
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

export function toAnswer(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null) {
      const { message, code, errors } = response as { message?: unknown; code?: ErrorBody['code']; errors?: ErrorBody['errors'] };
      const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
      return { status, body: { message: text, ...(code && { code }), ...(errors && { errors }) } };
    }
    return { status, body: { message: String(response) } };
  }
  // Fastify marks the client's own faults while reading a body (one broken off mid-way) with their 4xx status.
  if (exception instanceof Error) {
    const { statusCode } = exception as { statusCode?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, body: { message: exception.message } };
  }
  return { status: 500, body: { message: 'Internal error' } };
}
