import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readiness } from './readiness';

@Controller()
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers; 503 until they do. */
  @Get('readyz')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.readiness.report();
    reply.status(report.ready ? 200 : 503);
    return { status: report.ready ? 'ready' : 'not ready', checks: report.checks };
  }
}
