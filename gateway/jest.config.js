const base = require('../jest.preset.js').forProject(__dirname);

// The distributed-only tests need built code and servers: they run in test-distributed (jest.distributed.config.js).
// A suite's first app compiles the whole back end when jest's cache is cold (CI's fresh clone), which beside the other
// runner's work can take longer than the preset's 30 s.
module.exports = { ...base, testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/distributed/'], testTimeout: 60000 };
