import { bootstrap } from '@presently/platform';
import { billing } from './billing.module';

/** The billing service alone, for the distributed mode. */
bootstrap([billing]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
