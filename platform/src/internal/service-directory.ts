import { Pool } from 'undici';
import type { Config } from '../config/config';
import { SERVICE_AREAS, type ServiceArea, serviceUrlsOf } from '../runtime/deployment';

/** One replica of a service: its URL and a pool of keep-alive connections to it. */
export interface Upstream {
  area: ServiceArea;
  url: string;
  pool: Pool;
}

/** Connections per replica: enough for many streams at once, bounded so a slow replica cannot take them all. */
const CONNECTIONS_PER_REPLICA = 64;
/** How long a replica that refused a connection is passed over while others are left. */
const PASS_OVER_MS = 2000;

/** What the gateway calls each service by in an error message. */
export const serviceNames: Record<ServiceArea, string> = {
  auth: 'account service',
  gifts: 'gift service',
  billing: 'billing service',
  occasions: 'occasions service',
};

/**
 * The services this process reaches over HTTP, from SERVICE_URL_<AREA>: an undici Pool per replica (keep-alive,
 * bounded connections). With one URL (a Kubernetes Service) the platform balances; with a comma-separated list the
 * calls take turns, passing over a replica for a moment after it refused a connection.
 */
export class ServiceDirectory {
  private readonly upstreams = new Map<ServiceArea, Upstream[]>();
  private readonly turn = new Map<ServiceArea, number>();
  private readonly unreachableUntil = new WeakMap<Upstream, number>();

  constructor(config: Partial<Config>, hosted: string[]) {
    for (const area of SERVICE_AREAS) {
      const urls = serviceUrlsOf(config, area);
      if (hosted.includes(area) || !urls) continue;
      this.upstreams.set(
        area,
        urls.map((url) => ({
          area,
          url,
          pool: new Pool(new URL(url).origin, { connections: CONNECTIONS_PER_REPLICA, keepAliveTimeout: 30_000, connectTimeout: 3_000 }),
        })),
      );
    }
  }

  /** True when the service has a URL (it runs in another process). */
  reaches(area: string): area is ServiceArea {
    return this.upstreams.has(area as ServiceArea);
  }

  replicasOf(area: ServiceArea): number {
    return this.upstreams.get(area)?.length ?? 0;
  }

  areas(): ServiceArea[] {
    return [...this.upstreams.keys()];
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
    await Promise.all([...this.upstreams.values()].flat().map((upstream) => upstream.pool.close()));
  }
}
