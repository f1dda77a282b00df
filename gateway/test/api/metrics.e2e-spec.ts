import { describeAllInOne, registerUser, startApp, type TestApp } from '../app';

const recipient = { name: 'Maya', relationship: 'friend', occasion: 'birthday', interests: 'hiking, photography', personality: 'adventurous', budget: 100 };

jest.setTimeout(90_000);

/** The series of one metric in a Prometheus text exposition, as `{labels} value` lines. */
const seriesOf = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('GET /metrics', () => {
  describeAllInOne('on the application port (METRICS_PORT unset, as npm start runs)', () => {
    let app: TestApp;
    beforeAll(async () => (app = await startApp()));
    afterAll(() => app.destroy());

    it('reports requests by route pattern, gift generation by engine, the outbox backlog and consumer lag', async () => {
      const client = app.client();
      const { id } = await registerUser(client);
      expect((await client.post('/api/gifts/suggest', recipient)).status).toBe(200);
      expect((await client.get(`/api/gifts/${id + 1000}`)).status).toBe(404);
      await client.get('/api/no-such-route/12345');

      const response = await app.client().get('/metrics');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.text;
      for (const name of [
        'presently_http_requests_total',
        'presently_http_request_duration_seconds_bucket',
        'presently_gift_generation_seconds_bucket',
        'presently_outbox_backlog',
        'presently_event_consumer_lag',
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(seriesOf(text, name).length).toBeGreaterThan(0);
      }
      expect(text).toContain('presently_http_requests_total{route="/api/gifts/suggest",method="POST",status="200"} 1');
      expect(text).toContain('presently_gift_generation_seconds_count{engine="catalog",operation="suggest",outcome="ok"} 1');
      // The route pattern, never the raw URL: ids and unknown paths add no series.
      expect(text).toContain('presently_http_requests_total{route="/api/gifts/:id",method="GET",status="404"} 1');
      // Checked on the labels only: a bare number can turn up inside any sample's value.
      const routes = seriesOf(text, 'presently_http_requests_total').map((line) => /route="([^"]*)"/.exec(line)?.[1]);
      expect(routes).not.toContain(`/api/gifts/${id + 1000}`);
      expect(text).not.toContain('no-such-route');
      for (const service of ['auth', 'gifts', 'billing', 'occasions']) {
        expect(text).toMatch(new RegExp(`^presently_outbox_backlog\\{service="${service}"\\} \\d+$`, 'm'));
      }
      expect(text).toMatch(/^presently_event_consumer_lag\{group="gifts",topic="presently\.user\.deleted"\} 0$/m);
    });
  });

  describe('on a port of its own (METRICS_PORT, as compose and Kubernetes run it)', () => {
    let app: TestApp;
    beforeAll(async () => (app = await startApp({ METRICS_PORT: '0' })));
    afterAll(() => app.destroy());

    it('answers there, and not on the public port', async () => {
      expect((await app.client().get('/healthz')).status).toBe(200);
      const scrape = await fetch(app.running.metricsUrl);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('presently_http_requests_total{route="/healthz",method="GET",status="200"} 1');
      expect(new URL(app.running.metricsUrl).port).not.toBe(new URL(app.url).port);

      const publicPort = await app.client().get('/metrics');
      expect(publicPort.text).not.toContain('presently_http_requests_total');
    });
  });
});
