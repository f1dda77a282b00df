import pino from 'pino';
import { InProcessEventBus } from '../events/in-process-event-bus';
import { Metrics, UNMATCHED_ROUTE } from './metrics';
import { listenForMetrics } from './metrics-server';

const valuesOf = async (metrics: Metrics, name: string) => (await metrics.registry.getSingleMetric(name)!.get()).values;

describe('Metrics', () => {
  it('labels requests by route pattern, with unknown routes and methods folded into one value each', async () => {
    const metrics = new Metrics();
    metrics.observeRequest('/api/gifts/:id', 'GET', 200, 0.012);
    metrics.observeRequest('/api/gifts/:id', 'GET', 200, 0.02);
    for (let i = 0; i < 50; i++) metrics.observeRequest(undefined, `METHOD${i}`, 404, 0.001);

    const requests = await valuesOf(metrics, 'presently_http_requests_total');
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ labels: { route: '/api/gifts/:id', method: 'GET', status: '200' }, value: 2 }),
        expect.objectContaining({ labels: { route: UNMATCHED_ROUTE, method: 'OTHER', status: '404' }, value: 50 }),
      ]),
    );
    expect(requests).toHaveLength(2);
    const text = (await metrics.render()).body;
    expect(text).toContain('presently_http_request_duration_seconds_bucket{le="0.025",route="/api/gifts/:id",method="GET",status="200"} 2');
  });

  it('reads the outbox backlog of each service on scrape, leaving out a service whose database fails', async () => {
    const metrics = new Metrics();
    let waiting = 3;
    metrics.addOutbox('auth', { backlog: async () => waiting });
    metrics.addOutbox('billing', { backlog: () => Promise.reject(new Error('connection refused')) });
    expect(await valuesOf(metrics, 'presently_outbox_backlog')).toEqual([expect.objectContaining({ labels: { service: 'auth' }, value: 3 })]);
    waiting = 0;
    expect(await valuesOf(metrics, 'presently_outbox_backlog')).toEqual([expect.objectContaining({ labels: { service: 'auth' }, value: 0 })]);
  });

  it("reports the in-process bus's consumer lag: events published and not yet handled, per group and topic", async () => {
    const metrics = new Metrics();
    const bus = new InProcessEventBus(pino({ level: 'silent' }));
    metrics.addConsumerLagSource(bus);
    let release!: () => void;
    const handled = new Promise<void>((resolve) => (release = resolve));
    bus.subscribe({ group: 'gifts', type: 'user.deleted', handle: () => handled });
    bus.subscribe({ group: 'occasions', type: 'user.deleted', handle: async () => undefined });

    const envelope = {
      id: '3f0c1f8e-8a44-4c55-9a55-1c2b3d4e5f60',
      type: 'user.deleted' as const,
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'auth',
      key: '9',
      data: { userId: 9 },
    };
    const publishing = [bus.publish(envelope), bus.publish({ ...envelope, id: '3f0c1f8e-8a44-4c55-9a55-1c2b3d4e5f61' })];
    await new Promise((resolve) => setImmediate(resolve));
    expect(await valuesOf(metrics, 'presently_event_consumer_lag')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ labels: { group: 'gifts', topic: 'presently.user.deleted' }, value: 2 }),
        expect.objectContaining({ labels: { group: 'occasions', topic: 'presently.user.deleted' }, value: 0 }),
      ]),
    );
    release();
    await Promise.all(publishing);
    expect((await valuesOf(metrics, 'presently_event_consumer_lag')).map((sample) => sample.value)).toEqual([0, 0]);
  });

  it('keeps each process registry apart and includes the default process metrics', async () => {
    const first = new Metrics();
    const second = new Metrics();
    first.observeRequest('/healthz', 'GET', 200, 0.001);
    expect(await valuesOf(second, 'presently_http_requests_total')).toEqual([]);
    const text = (await first.render()).body;
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
  });

  it('serves GET /metrics alone on its own port', async () => {
    const metrics = new Metrics();
    metrics.observeRequest('/healthz', 'GET', 200, 0.001);
    const server = await listenForMetrics(metrics, 0, '127.0.0.1');
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('presently_http_requests_total{route="/healthz",method="GET",status="200"} 1');
      expect((await fetch(server.url.replace('/metrics', '/api/user'))).status).toBe(404);
      expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
