// The API suites of the services' routes again, through a gateway and four services that talk HTTP (PRESENTLY_TEST_MODE=distributed, see
// test/cluster.ts), plus the tests only the distributed mode has (test/distributed/). They need a PostgreSQL server
// and Redis: without TEST_DATABASE_URL and TEST_REDIS_URL they are skipped, as the other suites fall back to PGlite.
const base = require('../jest.preset.js').forProject(__dirname);

const servers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
if (!servers) console.warn('test-distributed: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL');

module.exports = {
  ...base,
  // The forgery battery too: the gateway's guard stands in front of its forwarding there, not of the services' routes.
  testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts', '<rootDir>/test/distributed/**/*.e2e-spec.ts', '<rootDir>/test/reliability/forgery.e2e-spec.ts'],
  // Not the suites of what the gateway answers itself, the same in both modes (the API reference, the edge's headers and
  // errors), nor the start-up suite, whose distributed start is distributed.e2e-spec.ts's, with real processes.
  testPathIgnorePatterns: servers ? ['/node_modules/', '/test/api/(api-reference|edge|start-up)\\.e2e-spec\\.ts$'] : ['.*'],
  testTimeout: 60000,
  // A fake a test forgot to close must fail nothing and hang nothing: the apps under test run in processes or are
  // closed by each suite, so what could keep jest alive after the last test is only a test's own leftover.
  forceExit: true,
  passWithNoTests: !servers,
};
