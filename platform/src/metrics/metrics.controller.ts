import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Metrics } from './metrics';

/** GET /metrics on the application port: only when METRICS_PORT does not give the metrics a port of their own. */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get('metrics')
  async scrape(@Res() reply: FastifyReply) {
    const { contentType, body } = await this.metrics.render();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  }
}
