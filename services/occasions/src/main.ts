import { bootstrap } from '@presently/platform';
import { occasions } from './occasions.module';

/** The occasions service alone, for the distributed mode. */
bootstrap([occasions]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
