import { bootstrap } from '@presently/platform';
import { resolveTargets } from './targets';

/** `node dist/gateway/src/main.js [--target=all|gateway|auth|…]`: the default runs everything in one process. */
const target = process.argv.find((arg) => arg.startsWith('--target='))?.slice('--target='.length) ?? 'all';

bootstrap(resolveTargets(target)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
