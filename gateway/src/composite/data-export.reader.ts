import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, InternalClient, unauthenticated } from '@presently/platform';
import {
  accountExportSchema,
  billingExportSchema,
  giftsExportSchema,
  occasionsExportSchema,
  type BillingExport,
  type DataExport,
  type GiftsExport,
  type OccasionsExport,
} from '@presently/proto';

/** What a service that is not part of this deployment holds of anyone: nothing. */
const NO_GIFTS: GiftsExport = { savedIdeas: [], shares: [], creditUsage: [] };
const NO_BILLING: BillingExport = { subscription: null, invoices: [], payments: [] };
const NO_OCCASIONS: OccasionsExport = { reminders: { enabled: true, email: null, timeZone: 'UTC' }, calendarFeed: { exists: false }, occasions: [], remindersSent: [] };

/**
 * GET /api/user/export, composed ("Download my data"): each service answers for its own data at
 * /internal/<service>/users/:id/export, read in parallel. Each part is parsed with its proto schema, which keeps only
 * the fields it names, so a column a service adds later reaches the file only once the contract names it.
 */
@Injectable()
export class DataExportReader {
  constructor(
    private readonly internal: InternalClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(userId: number): Promise<DataExport> {
    const path = `/users/${userId}/export`;
    const [account, gifts = NO_GIFTS, billing = NO_BILLING, occasions = NO_OCCASIONS] = await Promise.all([
      this.internal.get('auth', path, accountExportSchema),
      this.internal.reaches('gifts') ? this.internal.get('gifts', path, giftsExportSchema) : NO_GIFTS,
      this.internal.reaches('billing') ? this.internal.get('billing', path, billingExportSchema) : NO_BILLING,
      this.internal.reaches('occasions') ? this.internal.get('occasions', path, occasionsExportSchema) : NO_OCCASIONS,
    ]);
    // A session that outlived its account (deleted elsewhere) is no session.
    if (!account) throw unauthenticated();
    return { exportedAt: this.clock().toISOString(), account, gifts, billing, occasions };
  }
}

/**
 * The file's name: `presently-data-<username>-<date>.json`. Usernames may hold any letter, and a header only ASCII:
 * `filename` gets the name with other letters as `_`, `filename*` (RFC 6266) the name itself.
 */
export function exportFileName(username: string, exportedAt: string): string {
  const name = `presently-data-${username}-${exportedAt.slice(0, 10)}.json`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
