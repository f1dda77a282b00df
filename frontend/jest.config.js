const preset = require('../jest.preset.js');

// Unit tests of the web app's plain logic; the screens are tested in a real browser (e2e/).
module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    '^@presently/proto$': '<rootDir>/../proto/src/index.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
};
