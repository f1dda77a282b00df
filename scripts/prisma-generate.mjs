// Generates the Prisma clients of the services named (all of them by default) from their schemas. The Prisma CLI
// would otherwise fetch a native schema engine it never runs for `generate`; pointing PRISMA_SCHEMA_ENGINE_BINARY
// at any file keeps this offline.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const prismaCli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
const services = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(join(root, 'services'));

for (const service of services) {
  const schema = join(root, 'services', service, 'prisma', 'schema.prisma');
  if (!existsSync(schema)) continue;
  execFileSync(process.execPath, [prismaCli, 'generate', '--schema', schema], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`prisma client generated for ${service}`);
}
