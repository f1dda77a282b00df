import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { machine, type BenchResult } from './bench';

/**
 * `npm run bench`: runs every `*.bench.js` beside this file (or those named on the command line), prints each
 * figure against its target, writes each bench's section of bench/RESULTS.md (the sections of benches not run this
 * time stay as they were, each with its own date and load), and exits non-zero when a target is missed.
 */
async function main() {
  const only = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.js'))
    .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
    .sort();
  // Other work on the machine moves every figure: the load average before and after says how quiet the run was.
  const sections = sectionsOf(RESULTS);
  const rows: BenchResult[] = [];
  for (const file of files) {
    const name = file.replace(/\.bench\.js$/, '');
    const loadBefore = loadAverage();
    const bench = (await import(join(__dirname, file))) as { default: () => Promise<BenchResult[]> };
    let results: BenchResult[];
    try {
      results = await bench.default();
    } catch (error) {
      // One bench that cannot measure (a server that did not start, a wrong answer) fails itself, not the others.
      console.error(error);
      results = [{ name: `${name}: did not complete (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`, value: 0, unit: '', target: 'completes', pass: false }];
    }
    for (const result of results) {
      rows.push(result);
      console.log(`${result.pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
    }
    const loadAfter = loadAverage();
    console.log(`load average (1 min, ${cpus().length} cores): ${loadBefore} before, ${loadAfter} after`);
    const table = results.map((row) => `| ${row.name} | ${row.value} ${row.unit} | ${row.target} | ${row.pass ? 'pass' : '**fail**'} |`).join('\n');
    sections.set(name, `## ${name}\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}; load average (1 min) ${loadBefore} before and ${loadAfter} after.\n\n| measure | value | target | result |\n|---|---|---|---|\n${table}\n`);
  }
  const report = `# Benchmark results\n\nOne section a bench, each from its own run (see README.md); every HTTP figure comes from the same run as its baseline.\n\n${[...sections.keys()].sort().map((name) => sections.get(name)).join('\n')}`;
  writeFileSync(RESULTS, report);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
}

const RESULTS = join(__dirname, '..', '..', 'bench', 'RESULTS.md');

/** The sections of a results file by bench name (`## suggest` to the next heading): none for a file of another layout. */
function sectionsOf(path: string): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(path)) return sections;
  for (const section of readFileSync(path, 'utf8').split(/^(?=## )/m).slice(1)) sections.set(section.slice(3, section.indexOf('\n')).trim(), section.trimEnd() + '\n');
  return sections;
}

const loadAverage = () => loadavg()[0].toFixed(1);

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
