module.exports = require('../jest.preset.js').forProject(__dirname);
