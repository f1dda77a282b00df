import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { notFound } from '../http/errors';
import type { ServiceArea } from '../runtime/deployment';
import { InProcessRoutes, type InternalAnswer } from './in-process-routes';
import { ServiceDirectory } from './service-directory';

export const INTERNAL_SECRET = Symbol('InternalSecret');
export const HOSTED_TARGETS = Symbol('HostedTargets');
export const INTERNAL_HEADER = 'x-presently-internal';
/** Internal reads are small and indexed: a service slower than this is treated as down for this call. */
const INTERNAL_TIMEOUT_MS = 5000;

/** Routes under /internal answer only calls from inside Presently; anyone else gets a plain 404. */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(INTERNAL_SECRET) private readonly secret: string) {}

  canActivate(context: ExecutionContext): boolean {
    const presented = context.switchToHttp().getRequest<FastifyRequest>().headers[INTERNAL_HEADER];
    const expected = Buffer.from(this.secret);
    const given = Buffer.from(typeof presented === 'string' ? presented : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Not found');
    return true;
  }
}

export const Internal = () => applyDecorators(UseGuards(InternalGuard));

/**
 * Calls to a service's /internal routes — the gateway's composite reads, one service asking another — with the same
 * contract in both run modes. A target hosted in this process is called as a function (InProcessRoutes); one in
 * another process over HTTP to its SERVICE_URL_<AREA> (undici, keep-alive) with the shared secret.
 */
@Injectable()
export class InternalClient {
  constructor(
    private readonly inProcess: InProcessRoutes,
    @Inject(HOSTED_TARGETS) private readonly hosted: string[],
    @Inject(INTERNAL_SECRET) private readonly secret: string,
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
    let answer: InternalAnswer;
    if (this.hosts(area)) answer = await this.inProcess.get(url);
    else if (this.directory.reaches(area)) answer = await this.overHttp(area, url);
    else throw new Error(`The ${area} service is not reachable from this process`);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw new Error(`${area} answered ${answer.status} to ${path}`);
    return schema.parse(answer.body);
  }

  private async overHttp(area: ServiceArea, url: string): Promise<InternalAnswer> {
    return this.directory.call(area, async (upstream) => {
      const response = await this.directory.http.request({
        origin: upstream.origin,
        method: 'GET',
        path: url,
        headers: { [INTERNAL_HEADER]: this.secret, accept: 'application/json' },
        headersTimeout: INTERNAL_TIMEOUT_MS,
        bodyTimeout: INTERNAL_TIMEOUT_MS,
      });
      return { status: response.statusCode, body: await response.body.json() };
    });
  }
}
