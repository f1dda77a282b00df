// Shared jest settings: SWC compiles TypeScript with decorator metadata, as the build does.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const swc = JSON.parse(readFileSync(join(__dirname, '.swcrc'), 'utf8'));
swc.jsc.baseUrl = __dirname;

/** The jest config of the project in `dir`: the workspace's path aliases, plus the project's own. */
function forProject(dir, moduleNameMapper = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.[tj]s$': ['@swc/jest', { ...swc, swcrc: false }] },
    // Jest cannot require() ES modules the way Node 20.19+ does, so the ESM-only dependencies are compiled too.
    transformIgnorePatterns: ['/node_modules/(?!(content-disposition|jose|p-retry|is-network-error)/)'],
    moduleNameMapper: {
      '^@presently/(proto|platform)$': join(__dirname, '$1/src/index.ts'),
      '^@presently/platform/testing$': join(__dirname, 'platform/src/testing/index.ts'),
      '^@presently/platform/testing/unit$': join(__dirname, 'platform/src/testing/unit/index.ts'),
      '^@presently/(auth|gifts|billing|occasions)$': join(__dirname, 'services/$1/src/index.ts'),
      ...moduleNameMapper,
    },
    testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
    testTimeout: 30000,
  };
}

module.exports = { forProject };
