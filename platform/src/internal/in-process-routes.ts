import { HttpException, Injectable, type OnModuleInit, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import FindMyWay from 'find-my-way';
import { notFound } from '../http/errors';

type Handler = (params: Record<string, string | undefined>, query: Record<string, string | undefined>) => unknown;

export interface InternalAnswer {
  status: number;
  body: unknown;
}

/**
 * The /internal GET routes of the targets hosted in this process, called as functions. Every page load reads
 * GET /api/user, which composes three internal reads: emulating an HTTP request for each (Fastify's injection, its
 * hooks and Nest's pipeline) cost more than the reads themselves. The answer takes a JSON round trip, so a caller
 * sees exactly what it would over HTTP. Handlers follow one convention: the route params are their first argument
 * (see `userIdParam`) and the query string, when a route reads one, their second (`@Param() params, @Query() query`).
 */
@Injectable()
export class InProcessRoutes implements OnModuleInit {
  private readonly router = FindMyWay();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    for (const { instance, metatype } of this.discovery.getControllers()) {
      const base = metatype ? (Reflect.getMetadata(PATH_METADATA, metatype) as string | undefined) : undefined;
      if (!instance || !base?.startsWith('internal/')) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
        const route = `/${[base, path].map((part) => part.replace(/^\/|\/$/g, '')).filter(Boolean).join('/')}`;
        this.router.on('GET', route, () => undefined, { call: handler.bind(instance) as Handler });
      }
    }
  }

  async get(url: string): Promise<InternalAnswer> {
    const found = this.router.find('GET', url);
    if (!found) return { status: 404, body: { message: 'Not found' } };
    try {
      const answer = await (found.store as { call: Handler }).call(found.params, found.searchParams);
      return { status: 200, body: JSON.parse(JSON.stringify(answer ?? null)) };
    } catch (error) {
      if (error instanceof HttpException) return { status: error.getStatus(), body: error.getResponse() };
      throw error;
    }
  }
}

/** The user id of an internal route (`users/:id`); one that cannot be a user is no user: 404. */
export function userIdParam(params: Record<string, string | undefined>): number {
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw notFound('Not found');
  return id;
}
