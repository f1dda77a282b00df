import { rmSync } from 'node:fs';
import { DatabaseHost } from '../src/database/database-host';
import { testDataDir } from '../src/testing/test-data-dir';
import { createTestDatabase } from '../src/testing/test-database';

export type DatabaseMode = 'embedded' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseModes: DatabaseMode[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export interface TestHost {
  host: DatabaseHost;
  dataDir: string;
  url?: string;
  cleanup(): Promise<void>;
}

export async function openTestHost(mode: DatabaseMode): Promise<TestHost> {
  const dataDir = await testDataDir('presently-test-', mode === 'embedded');
  const database = mode === 'postgres' ? await createTestDatabase() : undefined;
  const host = new DatabaseHost({ DATA_DIR: dataDir, DATABASE_URL: database?.url });
  return {
    host,
    dataDir,
    url: database?.url,
    async cleanup() {
      await host.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
