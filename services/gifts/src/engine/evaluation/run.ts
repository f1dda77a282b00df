/**
 * `npm run eval`: runs a gift engine over a file of recipients with expectations and prints the figures of issue 16
 * against their thresholds, the latency of every operation and the worst answers. Exits 1 when a threshold fails.
 *
 *   npm run eval                                  the catalog engine over the project's own recipients
 *   npm run eval -- --engine llm                  the LLM engine as configured (OPENAI_API_KEY, OPENAI_BASE_URL, GIFT_MODEL, GIFT_MODEL_TIMEOUT_SECONDS)
 *   npm run eval -- --cases my-recipients.json    another set of recipients
 *   npm run eval -- --json                        the whole report as JSON on stdout
 *   npm run eval -- --sample 20 --concurrency 4   more refinements and comparisons; cases in parallel
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@presently/platform';
import { CatalogEngine } from '../catalog/catalog.engine';
import { configuredEngine } from '../configured-engine';
import type { GiftEngine } from '../gift-engine';
import { evaluate, parseCases, type Figure, type Report } from './evaluate';

const USAGE = `usage: npm run eval -- [--engine catalog|llm] [--cases <file>] [--json] [--sample <n>] [--concurrency <n>] [--worst <n>]`;

async function engineFor(name: string): Promise<GiftEngine> {
  if (name === 'catalog') return new CatalogEngine();
  if (name === 'llm') {
    const config = loadConfig();
    if (!config.OPENAI_API_KEY) throw new Error('--engine llm needs OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible endpoint other than OpenAI, GIFT_MODEL for a model other than gpt-4o-mini)');
    return configuredEngine(config, { warn: (...args: unknown[]) => console.error('llm:', ...args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg)))) });
  }
  throw new Error(`unknown engine "${name}": catalog or llm`);
}

const formatValue = (figure: Figure) => (figure.unit === '%' ? `${figure.value.toFixed(1)} %` : figure.unit === 'ideas' ? figure.value.toFixed(1) : String(figure.value));
const formatThreshold = (figure: Figure) => (figure.threshold ? `${figure.threshold.op === '>=' ? '≥' : '≤'} ${figure.threshold.value}${figure.unit === '%' ? ' %' : ''}` : '');
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));

/** The report as a person reads it: figures, latency, the worst answers with their ideas and reasons. */
export function printable(report: Report, casesFile: string): string {
  const lines: string[] = [];
  lines.push(`Gift quality: engine ${report.engine}, ${report.cases} recipients from ${casesFile}, refine and compare on ${report.sampled} of them`, '');
  const width = Math.max(...report.figures.map((figure) => [...figure.label].length));
  lines.push(`${pad('figure', width)}  ${pad('value', 9)}  ${pad('threshold', 9)}  result`);
  for (const figure of report.figures) {
    const result = figure.pass === undefined ? '' : figure.pass ? 'pass' : 'FAIL';
    lines.push(`${pad(figure.label, width)}  ${pad(formatValue(figure), 9)}  ${pad(formatThreshold(figure), 9)}  ${result}${figure.detail ? `  ${figure.detail}` : ''}`);
  }
  lines.push('', 'Latency (ms)', `${pad('operation', 12)}  ${pad('calls', 6)}  ${pad('p50', 8)}  ${pad('p95', 8)}  max`);
  for (const entry of report.latency) lines.push(`${pad(entry.operation, 12)}  ${pad(String(entry.calls), 6)}  ${pad(ms(entry.p50), 8)}  ${pad(ms(entry.p95), 8)}  ${ms(entry.max)}`);
  lines.push('', `The ${report.worst.length} answers with the most problems`);
  for (const result of report.worst) {
    const info = result.info;
    lines.push(
      '',
      `■ ${result.id}: ${info.name || '(no name)'}, ${info.relationship}, ${info.occasion}, ${info.age ?? '?'} y, ${info.gender ?? '?'}, $${info.budget}`,
      `  interests: ${info.interests}${info.personality ? ` | personality: ${info.personality}` : ''}${info.culturalConsiderations ? ` | limits: ${info.culturalConsiderations}` : ''}`,
    );
    if (result.error) lines.push(`  ${result.error}`);
    for (const idea of result.ideas) {
      lines.push(`  - ${idea.title} ($${idea.price}, ${idea.category})`, `      ${idea.reasoning}`, `      ${idea.personalizedReasoning}`);
    }
    if (result.cards[0]) lines.push(`  card: ${result.cards[0].replace(/\s+/g, ' ')}`);
    lines.push(`  ${result.problems.length} problems:`, ...result.problems.slice(0, 12).map((problem) => `    · ${problem}`));
    if (result.problems.length > 12) lines.push(`    · … and ${result.problems.length - 12} more`);
  }
  const failing = report.figures.filter((figure) => figure.pass === false);
  lines.push('', failing.length ? `${failing.length} threshold(s) not met: ${failing.map((figure) => figure.key).join(', ')}` : 'Every threshold met.');
  return lines.join('\n');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'catalog' },
      cases: { type: 'string' },
      json: { type: 'boolean', default: false },
      sample: { type: 'string' },
      concurrency: { type: 'string' },
      worst: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const casesFile = values.cases ? resolve(values.cases) : join(__dirname, 'recipients.json');
  const cases = parseCases(JSON.parse(readFileSync(casesFile, 'utf8')));
  const engine = await engineFor(values.engine);
  const count = (text: string | undefined, fallback: number) => (text === undefined ? fallback : Math.max(0, Number.parseInt(text, 10) || 0));
  const report = await evaluate(engine, cases, {
    sample: count(values.sample, 12),
    concurrency: Math.max(1, count(values.concurrency, values.engine === 'llm' ? 4 : 1)),
    worst: count(values.worst, 5),
    onCase: process.stderr.isTTY && !values.json ? (done, total) => process.stderr.write(`\r${done}/${total} recipients`) : undefined,
  });
  if (process.stderr.isTTY && !values.json) process.stderr.write('\r\x1b[K');
  console.log(values.json ? JSON.stringify(report, null, 2) : printable(report, values.cases ?? 'recipients.json'));
  return report.pass ? 0 : 1;
}

if (require.main === module) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      console.error(USAGE);
      process.exitCode = 2;
    },
  );
}
