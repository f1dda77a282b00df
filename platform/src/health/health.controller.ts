import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readiness } from './readiness';

@Controller()
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Liveness: the process answers. It asks no dependency: a broker or database away is no reason to restart it. */
  @Get('healthz')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: every dependency answers and the event consumers are in their groups; 503 until then. */
  @Get('readyz')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.readiness.report();
    reply.status(report.ready ? 200 : 503);
    return { status: report.ready ? 'ready' : 'not ready', checks: report.checks };
  }
}
