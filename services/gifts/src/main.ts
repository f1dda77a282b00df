import { bootstrap } from '@presently/platform';
import { gifts } from './gifts.module';

/** The gifts service alone, for the distributed mode: scale it on its own to scale generation. */
bootstrap([gifts]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
