import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

/**
 * A listener of its own for GET /metrics (METRICS_PORT), so the port that the public reaches through the gateway
 * never answers it: in Kubernetes only the application port is behind the Service and ingress, and Prometheus
 * scrapes this one by pod address from inside the cluster.
 */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics are unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
