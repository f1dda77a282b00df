// Writes services/gifts/src/engine/person/real-words.json: the English words (an-array-of-english-words) that the gift
// engine's spelling would take for a slip of the keyboard, being one letter from a word of its interest lexicon
// ("banker" beside "baker"). Those are never mended. Run after a build whenever the lexicon grows:
//   npm run build && node scripts/real-words.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const english = require('an-array-of-english-words');
const { loadCatalog } = require(join(root, 'dist/services/gifts/src/engine/catalog/catalog.js'));
const { PersonReader } = require(join(root, 'dist/services/gifts/src/engine/person/person.js'));
const { Spelling } = require(join(root, 'dist/services/gifts/src/engine/person/spelling.js'));

const spelling = new Spelling(new PersonReader(loadCatalog()).interests, new Set());
const real = english.filter((word) => spelling.mend(word) !== word).sort();
writeFileSync(join(root, 'services/gifts/src/engine/person/real-words.json'), `${JSON.stringify(real, null, 0).replaceAll('","', '",\n"')}\n`);
console.log(`${real.length} English words a slip from the lexicon, kept as typed`);
