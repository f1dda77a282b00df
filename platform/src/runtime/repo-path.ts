import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

let root: string | undefined;

/** A path inside the Presently checkout, the same from source (tests) and from dist/ (built code). */
export function repoPath(...segments: string[]): string {
  if (!root) {
    let dir = __dirname;
    while (!existsSync(join(dir, 'nx.json'))) {
      const parent = dirname(dir);
      if (parent === dir) throw new Error(`Cannot find the Presently checkout above ${__dirname}`);
      dir = parent;
    }
    root = dir;
  }
  return join(root, ...segments);
}
