import { bootstrap } from '@presently/platform';
import { auth } from './auth.module';

/** The auth service alone, for the distributed mode. */
bootstrap([auth]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
