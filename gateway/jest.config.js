const base = require('../jest.preset.js').forProject(__dirname);

// The distributed-only tests need built code and servers: they run in test-distributed (jest.distributed.config.js).
module.exports = { ...base, testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/distributed/'] };
