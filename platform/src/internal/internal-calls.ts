import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { notFound } from '../http/errors';
import type { ServiceArea } from '../runtime/deployment';
import { ServiceDirectory } from './service-directory';
import { type UpstreamFailure, upstreamError, upstreamFailureOf } from './upstream-errors';

export const INTERNAL_SECRET = Symbol('InternalSecret');
export const HOSTED_TARGETS = Symbol('HostedTargets');
export const INTERNAL_HEADER = 'x-presently-internal';
const HEADER = INTERNAL_HEADER;
/** Internal reads are small and indexed: a service slower than this is treated as down for this call. */
const INTERNAL_TIMEOUT_MS = 5000;

/** Routes under /internal answer only calls from inside Presently; anyone else gets a plain 404. */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(INTERNAL_SECRET) private readonly secret: string) {}

  canActivate(context: ExecutionContext): boolean {
    const presented = context.switchToHttp().getRequest<FastifyRequest>().headers[HEADER];
    const expected = Buffer.from(this.secret);
    const given = Buffer.from(typeof presented === 'string' ? presented : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Not found');
    return true;
  }
}

export const Internal = () => applyDecorators(UseGuards(InternalGuard));

/**
 * Calls from the gateway to a service's /internal routes, with the same contract in both run modes. A target
 * hosted in this process is called through Fastify's in-process injection (no socket); one in another process over
 * HTTP to its SERVICE_URL_<AREA> (undici, keep-alive), with the shared secret either way.
 */
@Injectable()
export class InternalClient {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(INTERNAL_SECRET) private readonly secret: string,
    @Inject(HOSTED_TARGETS) private readonly hosted: string[],
    private readonly directory: ServiceDirectory,
  ) {}

  /** The service runs in this process. */
  hosts(area: string): boolean {
    return this.hosted.includes(area);
  }

  /** The service is part of this deployment: in this process, or at its URL. */
  reaches(area: string): boolean {
    return this.hosts(area) || this.directory.reaches(area);
  }

  /** The parsed answer, or undefined when the service answers 404. An unreachable service is a 503 (502, 504). */
  async get<Schema extends z.ZodType>(area: string, path: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    const url = `/internal/${area}${path}`;
    let status: number;
    let body: () => Promise<unknown>;
    if (this.hosts(area)) {
      const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
      const response = await fastify.inject({ method: 'GET', url, headers: { [HEADER]: this.secret } });
      status = response.statusCode;
      body = async () => response.json();
    } else if (this.directory.reaches(area)) {
      ({ status, body } = await this.overHttp(area, url));
    } else {
      throw new Error(`The ${area} service is not reachable from this process`);
    }
    if (status === 404) return undefined;
    if (status !== 200) throw new Error(`${area} answered ${status} to ${path}`);
    return schema.parse(await body());
  }

  /** A replica that refuses the connection is passed over for the next; a slow or garbled answer is not retried. */
  private async overHttp(area: ServiceArea, url: string): Promise<{ status: number; body: () => Promise<unknown> }> {
    let failure: UpstreamFailure = 'unreachable';
    for (let attempt = 0; attempt < this.directory.replicasOf(area); attempt++) {
      const upstream = this.directory.pick(area);
      try {
        const response = await upstream.pool.request({
          method: 'GET',
          path: url,
          headers: { [HEADER]: this.secret, accept: 'application/json' },
          headersTimeout: INTERNAL_TIMEOUT_MS,
          bodyTimeout: INTERNAL_TIMEOUT_MS,
        });
        this.directory.markReachable(upstream);
        const text = await response.body.text();
        return { status: response.statusCode, body: async () => JSON.parse(text) };
      } catch (error) {
        failure = upstreamFailureOf(error);
        if (failure !== 'unreachable') break;
        this.directory.markUnreachable(upstream);
      }
    }
    throw upstreamError(area, failure);
  }
}
