import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One runnable part of Presently (after Loki's modules): the gateway or a service. */
export interface Target {
  name: string;
  module: Type;
  /** Edge set-up on the HTTP server once the app exists (static files, raw-body routes…). */
  configure?(app: NestFastifyApplication): Promise<void> | void;
}
