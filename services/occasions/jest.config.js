const preset = require('../../jest.preset.js');

module.exports = {
  ...preset,
  rootDir: __dirname,
  moduleNameMapper: {
    '^@presently/(proto|platform)$': '<rootDir>/../../$1/src/index.ts',
    '^@presently/(auth|gifts|billing|occasions)$': '<rootDir>/../../services/$1/src/index.ts',
  },
};
