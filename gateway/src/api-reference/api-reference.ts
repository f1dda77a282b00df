import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { repoPath } from '@presently/platform';
import { readFileSync } from 'node:fs';
import { openApiDocument } from './openapi-document';

export const API_REFERENCE_PATH = '/api/docs';

/**
 * The API reference: Swagger UI at /api/docs over the OpenAPI document at /api/docs/json (and /api/docs/yaml). The
 * page's scripts and styles are files of the npm package served from here, so it works offline and under the app's
 * Content-Security-Policy as it is (scripts from 'self' only). The gateway serves it in both run modes, the whole API
 * being the gateway's to answer.
 */
export async function serveApiReference(app: NestFastifyApplication): Promise<void> {
  const { version } = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { version: string };
  // Static mode: the document is the route table's, not one guessed from the routes Fastify happens to have.
  await app.register(fastifySwagger, { mode: 'static', specification: { document: openApiDocument(version) as never } });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    theme: { title: 'Presently API reference' },
    // BaseLayout leaves out Swagger's top bar, whose box loads any other document by address.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
