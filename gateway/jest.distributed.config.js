// The API suites again, through a gateway and four services that talk HTTP (PRESENTLY_TEST_MODE=distributed, see
// test/cluster.ts), plus the tests only the distributed mode has (test/distributed/). They need a PostgreSQL server
// and Redis: without TEST_DATABASE_URL and TEST_REDIS_URL they are skipped, as the other suites fall back to PGlite.
const base = require('../jest.preset.js').forProject(__dirname);

const servers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!servers) console.warn('test-distributed: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL');

module.exports = {
  ...base,
  // The forgery battery too: the gateway's guard stands in front of its forwarding there, not of the services' routes.
  testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts', '<rootDir>/test/distributed/**/*.e2e-spec.ts', '<rootDir>/test/reliability/forgery.e2e-spec.ts'],
  testPathIgnorePatterns: servers ? ['/node_modules/'] : ['.*'],
  testTimeout: 60000,
  // A fake a test forgot to close must fail nothing and hang nothing: the apps under test run in processes or are
  // closed by each suite, so what could keep jest alive after the last test is only a test's own leftover.
  forceExit: true,
  passWithNoTests: !servers,
};
