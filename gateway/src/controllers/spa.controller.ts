import { Controller, Get, Req, Res } from '@nestjs/common';
import { notFound } from '@presently/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { WEB_APP_DIR } from '../web-app';

/**
 * Every GET that no API route or static file answers: unknown /api paths get a JSON 404, anything else gets the
 * single-page app, whose router draws the page (or its own 404 page).
 */
@Controller()
export class SpaController {
  private readonly built = existsSync(`${WEB_APP_DIR}/index.html`);

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/internal/')) {
      throw notFound(`No such API route: ${request.method} ${path}`);
    }
    if (!this.built) throw notFound('The web app is not built; run npm run build');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  }
}
