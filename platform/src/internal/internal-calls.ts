import { type CanActivate, type ExecutionContext, Inject, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { notFound } from '../http/errors';
import { InProcessRoutes } from './in-process-routes';

export const INTERNAL_SECRET = Symbol('InternalSecret');
export const HOSTED_TARGETS = Symbol('HostedTargets');
const HEADER = 'x-presently-internal';

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
 * hosted in this process is called as a function (InProcessRoutes); the distributed mode adds HTTP calls to the
 * service's URL.
 */
@Injectable()
export class InternalClient {
  constructor(
    private readonly inProcess: InProcessRoutes,
    @Inject(HOSTED_TARGETS) private readonly hosted: string[],
  ) {}

  hosts(area: string): boolean {
    return this.hosted.includes(area);
  }

  /** The parsed answer, or undefined when the service answers 404. */
  async get<Schema extends z.ZodType>(area: string, path: string, schema: Schema): Promise<z.infer<Schema> | undefined> {
    if (!this.hosts(area)) throw new Error(`The ${area} service is not reachable from this process`);
    const { status, body } = await this.inProcess.get(`/internal/${area}${path}`);
    if (status === 404) return undefined;
    if (status !== 200) throw new Error(`${area} answered ${status} to ${path}`);
    return schema.parse(body);
  }
}
