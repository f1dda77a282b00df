import type { Agent } from 'undici';
import { describeDeployment, type ServiceArea, type ServiceUrls, serviceUrlsOf } from '../runtime/deployment';
import { type UpstreamFailure, upstreamError, upstreamFailureOf } from './upstream-errors';

/** One replica of a service: its URL, and the origin its requests go to. */
export interface Upstream {
  area: ServiceArea;
  url: string;
  origin: string;
}

/** Connections per replica: enough for many streams at once, bounded so a slow replica cannot take them all. */
const CONNECTIONS_PER_REPLICA = 64;
/** How long a replica that refused a connection is passed over while others are left. */
const PASS_OVER_MS = 2000;

/**
 * The services this process reaches over HTTP, from SERVICE_URL_<AREA>, and the one undici Agent that reaches them:
 * a pool of keep-alive connections per replica, bounded. With one URL (a Kubernetes Service) the platform balances;
 * with a comma-separated list the calls take turns, passing over a replica for a moment after it refused a connection.
 */
export class ServiceDirectory {
  private readonly turn = new Map<ServiceArea, number>();
  private readonly unreachableUntil = new WeakMap<Upstream, number>();

  private constructor(
    private readonly upstreams: Map<ServiceArea, Upstream[]>,
    private readonly agent?: Agent,
  ) {}

  /** The directory of a process; the HTTP client is loaded only when some service runs elsewhere. */
  static async of(config: ServiceUrls, hosted: string[]): Promise<ServiceDirectory> {
    const { remote } = describeDeployment(config, hosted);
    if (remote.length === 0) return new ServiceDirectory(new Map());
    const { Agent } = await import('undici');
    const agent = new Agent({ connections: CONNECTIONS_PER_REPLICA, keepAliveTimeout: 30_000, connectTimeout: 3_000 });
    const upstreams = new Map(remote.map((area) => [area, serviceUrlsOf(config, area)!.map((url) => ({ area, url, origin: new URL(url).origin }))]));
    return new ServiceDirectory(upstreams, agent);
  }

  /** The client of every call to another service: requests name a replica's origin. */
  get http(): Agent {
    if (!this.agent) throw new Error('No service runs in another process');
    return this.agent;
  }

  /** True when the service has a URL (it runs in another process). */
  reaches(area: string): area is ServiceArea {
    return this.upstreams.has(area as ServiceArea);
  }

  replicasOf(area: ServiceArea): number {
    return this.upstreams.get(area)?.length ?? 0;
  }

  /**
   * Sends a request to a replica of the service with `send`. A replica that refuses the connection is passed over for
   * the next one (the request never reached it); anything else ends the call: a slow or garbled answer is not retried,
   * as the service may have acted on it. Every replica refusing, or any other failure, throws the caller's 503, 504 or
   * 502 (upstreamError); `onFailure` hears of each failed try.
   */
  async call<T>(area: ServiceArea, send: (upstream: Upstream) => Promise<T>, onFailure?: (upstream: Upstream, failure: UpstreamFailure, error: unknown) => void): Promise<T> {
    let failure: UpstreamFailure = 'unreachable';
    for (let attempt = 0; attempt < this.replicasOf(area); attempt++) {
      const upstream = this.pick(area);
      try {
        const result = await send(upstream);
        this.markReachable(upstream);
        return result;
      } catch (error) {
        failure = upstreamFailureOf(error);
        onFailure?.(upstream, failure, error);
        if (failure !== 'unreachable') break;
        this.markUnreachable(upstream);
      }
    }
    throw upstreamError(area, failure);
  }

  /** The next replica in turn, preferring those that did not just refuse a connection. */
  pick(area: ServiceArea): Upstream {
    const replicas = this.upstreams.get(area);
    if (!replicas) throw new Error(`No URL for the ${area} service`);
    const start = this.turn.get(area) ?? 0;
    this.turn.set(area, (start + 1) % replicas.length);
    const now = Date.now();
    for (let offset = 0; offset < replicas.length; offset++) {
      const replica = replicas[(start + offset) % replicas.length];
      if ((this.unreachableUntil.get(replica) ?? 0) <= now) return replica;
    }
    return replicas[start % replicas.length];
  }

  /** A replica refused a connection: pass over it for a moment. */
  markUnreachable(upstream: Upstream): void {
    this.unreachableUntil.set(upstream, Date.now() + PASS_OVER_MS);
  }

  markReachable(upstream: Upstream): void {
    this.unreachableUntil.delete(upstream);
  }

  async close(): Promise<void> {
    await this.agent?.close();
  }
}
