import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { machine, type BenchResult } from './bench';

/**
 * `npm run bench`: runs every `*.bench.js` beside this file (or those named on the command line), prints each
 * figure against its target, writes bench/RESULTS.md, and exits non-zero when a target is missed.
 */
async function main() {
  const only = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.js'))
    .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
    .sort();
  // Other work on the machine moves every figure: the load average before and after says how quiet the run was.
  const loadBefore = loadAverage();
  const rows: BenchResult[] = [];
  for (const file of files) {
    const bench = (await import(join(__dirname, file))) as { default: () => Promise<BenchResult[]> };
    let results: BenchResult[];
    try {
      results = await bench.default();
    } catch (error) {
      // One bench that cannot measure (a server that did not start, a wrong answer) fails itself, not the others.
      console.error(error);
      results = [{ name: `${file.replace(/\.bench\.js$/, '')}: did not complete (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`, value: 0, unit: '', target: 'completes', pass: false }];
    }
    for (const result of results) {
      rows.push(result);
      console.log(`${result.pass ? 'PASS' : 'FAIL'}  ${result.name}: ${result.value} ${result.unit} (target ${result.target})`);
    }
  }
  console.log(`load average (1 min, ${cpus().length} cores): ${loadBefore} before, ${loadAverage()} after`);
  const table = rows.map((row) => `| ${row.name} | ${row.value} ${row.unit} | ${row.target} | ${row.pass ? 'pass' : '**fail**'} |`).join('\n');
  const report = `# Benchmark results\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine()}.\nEvery HTTP figure comes from the same run as its baseline.\nLoad average (1 min) ${loadBefore} before the run and ${loadAverage()} after it.\n\n| measure | value | target | result |\n|---|---|---|---|\n${table}\n`;
  writeFileSync(join(__dirname, '..', '..', 'bench', 'RESULTS.md'), report);
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
}

const loadAverage = () => loadavg()[0].toFixed(1);

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
