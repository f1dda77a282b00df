import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { repoPath } from '@presently/platform';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

export const WEB_APP_DIR = repoPath('frontend/dist');
/** The ideas' pictures: Twemoji (CC-BY 4.0) from its npm package, at /pictures/<code>.svg. */
const PICTURES_DIR = dirname(require.resolve('@twemoji/svg/package.json'));
/** The page's meta tag that names the support address; the gateway writes the configured one in (SpaController). */
export const SUPPORT_EMAIL_META = 'presently:support-email';

/**
 * Serves the ideas' pictures, and the built web app's files, compressed at build time: hashed assets are cached for
 * a year, everything else revalidates.
 */
export async function serveWebApp(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic, {
    root: PICTURES_DIR,
    prefix: '/pictures/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/[0-9a-f]+(?:-[0-9a-f]+)*\.svg$/.test(path),
    // A code's picture does not change within the pinned package version.
    setHeaders: (response) => response.header('cache-control', 'public, max-age=2592000'),
  });
  if (!existsSync(WEB_APP_DIR)) return;
  await app.register(fastifyStatic, {
    root: WEB_APP_DIR,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each script and style (frontend/vite.config.ts); the smallest one the browser
    // accepts is sent.
    preCompressed: true,
    // The page itself is the SpaController's, with this deployment's settings written in.
    globIgnore: ['index.html'],
    setHeaders(response, path) {
      response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
