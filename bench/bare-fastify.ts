import Fastify from 'fastify';

// The benchmarks' baseline: the least a Fastify server can do for a JSON request.
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.all('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
