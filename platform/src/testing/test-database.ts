import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * A fresh PostgreSQL database for one test run on the server named by TEST_DATABASE_URL, dropped by `drop()`.
 * Returns undefined when no server is configured, so suites fall back to the embedded database.
 */
export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL) {
  if (!serverUrl) return undefined;
  const name = `presently_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
