// Unit tests of the web app's plain logic; the screens are tested in a real browser (e2e/).
module.exports = require('../jest.preset.js').forProject(__dirname, { '^@/(.*)$': '<rootDir>/src/$1' });
