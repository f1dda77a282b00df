import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { databaseModes, openTestHost, type TestHost } from '../../test/databases';
import { serviceMigrations } from '../database/service-database';
import { SERVICE_AREAS, type ServiceArea } from '../runtime/deployment';
import { repoPath } from '../runtime/repo-path';
import { migrationDrift } from './migration-drift';

const schemaOf = (area: ServiceArea) => readFileSync(repoPath('services', area, 'prisma/schema.prisma'), 'utf8');

describe.each(databaseModes)('migrations on %s', (mode) => {
  let test: TestHost;
  beforeAll(async () => (test = await openTestHost(mode)));
  afterAll(() => test.cleanup());

  it('of every service build the database its schema.prisma (and so its Prisma client) describes', async () => {
    const drift: string[] = [];
    for (const area of SERVICE_AREAS) {
      await test.host.migrate(area, serviceMigrations(area));
      drift.push(...(await migrationDrift(await test.host.driver(area), area, schemaOf(area))).map((line) => `${area}: ${line}`));
    }
    // Each line wants a new migration: the runner refuses one that changed after it was applied.
    expect(drift.join('\n')).toBe('');
  });

  // Each case changes one service's schema, after the check above has read them all: one database per mode, as
  // creating an embedded one takes seconds.
  describe('checked with a change of its own', () => {
    async function migrated(area: ServiceArea, change: string) {
      await test.host.migrate(area, serviceMigrations(area));
      const sql = await test.host.driver(area);
      await sql.exec(`SET search_path TO ${area};\n${change}\nRESET search_path;`);
      return sql;
    }

    it('names each column, key and table a migration changed behind schema.prisma', async () => {
      const sql = await migrated(
        'billing',
        `ALTER TABLE subscriptions DROP COLUMN ended_at;
         ALTER TABLE subscriptions ALTER COLUMN plan DROP NOT NULL;
         ALTER TABLE subscriptions ALTER COLUMN status SET DEFAULT 'none';
         ALTER TABLE subscriptions ALTER COLUMN created_at DROP DEFAULT;
         ALTER TABLE invoices ALTER COLUMN amount TYPE bigint;
         ALTER TABLE customers ALTER COLUMN email SET NOT NULL;
         ALTER TABLE customers ALTER COLUMN premium_override DROP DEFAULT;
         ALTER TABLE customers ALTER COLUMN premium_override TYPE date USING NULL;
         ALTER TABLE customers ALTER COLUMN premium_override SET DEFAULT '2020-01-01';
         ALTER TABLE customers ADD COLUMN region text NOT NULL;
         ALTER TABLE customers ADD COLUMN note text;
         ALTER TABLE customers DROP CONSTRAINT customers_pkey;
         DROP INDEX subscriptions_next_renewal_at_idx;
         DROP INDEX payment_intents_client_secret_key;
         CREATE UNIQUE INDEX invoices_user_paid ON invoices (user_id, paid_at);
         -- Partial: beyond what schema.prisma can declare, so not drift.
         CREATE INDEX invoices_unpaid ON invoices (user_id) WHERE status <> 'paid';
         CREATE TABLE refunds (id text PRIMARY KEY);`,
      );
      expect((await migrationDrift(sql, 'billing', schemaOf('billing'))).sort()).toEqual(
        [
          'table refunds is in the database, not in schema.prisma',
          'customers.region is in the database, not in schema.prisma (NOT NULL without a default: every insert through Prisma fails)',
          'customers.note is in the database, not in schema.prisma',
          'customers.email is NOT NULL in the database, optional in schema.prisma',
          'customers.premium_override is date in the database, boolean in schema.prisma',
          "customers.premium_override defaults to '2020-01-01'::date in the database, to false in schema.prisma",
          'customers primary key (user_id) is in schema.prisma, not in the database',
          'subscriptions.ended_at is in schema.prisma, not in the database',
          'subscriptions.plan is nullable in the database, required in schema.prisma',
          `subscriptions.status defaults to 'none'::text in the database, to "free" in schema.prisma`,
          'subscriptions.created_at defaults to nothing in the database, to now() in schema.prisma',
          'subscriptions index (next_renewal_at) is in schema.prisma, not in the database',
          'invoices.amount is bigint in the database, integer in schema.prisma',
          'invoices unique index (user_id, paid_at) is in the database, not in schema.prisma',
          'payment_intents unique index (client_secret) is in schema.prisma, not in the database',
        ].sort(),
      );
    });

    it('names a relation whose foreign key is missing or acts otherwise', async () => {
      const sql = await migrated(
        'gifts',
        `ALTER TABLE feedback DROP CONSTRAINT feedback_gift_set_id_fkey;
         ALTER TABLE feedback ADD FOREIGN KEY (gift_set_id) REFERENCES gift_sets (id) ON DELETE RESTRICT ON UPDATE CASCADE;`,
      );
      expect(await migrationDrift(sql, 'gifts', schemaOf('gifts'))).toEqual([
        'feedback foreign key (gift_set_id) → gift_sets (id) ON DELETE CASCADE ON UPDATE CASCADE is in schema.prisma, not in the database',
        'feedback foreign key (gift_set_id) → gift_sets (id) ON DELETE RESTRICT ON UPDATE CASCADE is in the database, not in schema.prisma',
      ]);
    });

    it('names what schema.prisma declares and no migration made, enums included', async () => {
      const sql = await migrated(
        'auth',
        `CREATE TYPE "Role" AS ENUM ('member');
         ALTER TABLE users ADD COLUMN role "Role" NOT NULL DEFAULT 'member';`,
      );
      const schema = schemaOf('auth').replace(
        '  @@map("users")',
        `  nickname String?
  role     Role    @default(member)

  @@index([email])
  @@map("users")`,
      ).concat(`
enum Role {
  member
  admin

  @@schema("auth")
}

model Device {
  id Int @id

  @@map("devices")
  @@schema("auth")
}
`);
      expect(await migrationDrift(sql, 'auth', schema)).toEqual([
        'table devices is in schema.prisma, not in the database',
        'enum Role is (member) in the database, (member, admin) in schema.prisma',
        'users.nickname is in schema.prisma, not in the database',
        'users index (email) is in schema.prisma, not in the database',
      ]);
    });
  });
});

it('reads schema.prisma with the very parser the Prisma CLI bundles', () => {
  const parser = readFileSync(join(dirname(require.resolve('@prisma/prisma-schema-wasm')), 'prisma_schema_build_bg.wasm'));
  const cliParser = readFileSync(join(dirname(require.resolve('prisma/package.json')), 'build/prisma_schema_build_bg.wasm'));
  // An upgraded CLI wants @prisma/prisma-schema-wasm at the build that ships inside it.
  expect(parser.equals(cliParser)).toBe(true);
});
