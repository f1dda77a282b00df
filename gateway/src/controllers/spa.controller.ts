import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { CONFIG, type Config, notFound, wantsPage } from '@presently/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { SUPPORT_EMAIL_META, WEB_APP_DIR } from '../web-app';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/** A file the static handler does not have: an old build's asset after a deploy must fail, not load the page. */
const isFilePath = (path: string) => path !== '/index.html' && (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path));
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Every GET that no API route or static file answers gets the single-page app, whose router draws the page (or its
 * own 404 page). Unknown /internal and /api paths and missing files get a JSON 404 instead, except an /api address a
 * browser opened as a page. The page carries this deployment's support address (SUPPORT_EMAIL), which the app shows
 * in its footer and dialogs.
 */
@Controller()
export class SpaController {
  private readonly html?: string;

  constructor(@Inject(CONFIG) config: Config) {
    const file = `${WEB_APP_DIR}/index.html`;
    if (!existsSync(file)) return;
    this.html = readFileSync(file, 'utf8').replace(
      new RegExp(`(<meta name="${SUPPORT_EMAIL_META}" content=")[^"]*"`),
      (_, start: string) => `${start}${escapeAttribute(config.SUPPORT_EMAIL)}"`,
    );
  }

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const path = request.url.split('?')[0];
    if (path.startsWith('/internal/') || (isApiPath(path) && !wantsPage(request))) throw notFound(`No such API route: ${request.method} ${path}`);
    if (isFilePath(path)) throw notFound(`No such file: ${path}`);
    if (!this.html) throw notFound('The web app is not built; run npm run build');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.html);
  }
}
