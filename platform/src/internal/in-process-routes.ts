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
      return { status: 200, body: jsonCopy(answer ?? null) };
    } catch (error) {
      if (error instanceof HttpException) return { status: error.getStatus(), body: error.getResponse() };
      throw error;
    }
  }
}

/**
 * What `JSON.parse(JSON.stringify(value))` gives, without writing and reading the text: a round trip cost 2–4 µs for
 * each of GET /api/user's three small reads. Plain objects, arrays and dates, all the internal routes answer, are
 * copied here; anything else (a class instance, a `toJSON` of its own, a boxed value) takes the round trip.
 */
export function jsonCopy(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value || 0 : null;
  if (typeof value !== 'object') return JSON.parse(JSON.stringify(value) ?? 'null');
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      copy[i] = item === undefined || typeof item === 'function' || typeof item === 'symbol' ? null : jsonCopy(item);
    }
    return copy;
  }
  if (value instanceof Date) return Object.getPrototypeOf(value) === Date.prototype ? value.toJSON() : JSON.parse(JSON.stringify(value));
  const prototype: unknown = Object.getPrototypeOf(value);
  if ((prototype !== Object.prototype && prototype !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.parse(JSON.stringify(value));
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item: unknown = (value as Record<string, unknown>)[key];
    if (item !== undefined && typeof item !== 'function' && typeof item !== 'symbol') copy[key] = jsonCopy(item);
  }
  return copy;
}

/** The user id of an internal route (`users/:id`); one that cannot be a user is no user: 404. */
export function userIdParam(params: Record<string, string | undefined>): number {
  const id = Number(params.id);
  if (!/^\d{1,15}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw notFound('Not found');
  return id;
}
