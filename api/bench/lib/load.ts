/** Loads one endpoint with autocannon and prints the figures as a table against budgets. */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { BENCH_DURATION_S } from '../env.js';

export interface LoadTarget {
  label: string;
  url: string;
  headers?: Record<string, string>;
  connections: number;
}

export interface LoadResult {
  label: string;
  connections: number;
  durationS: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, socket errors and timeouts: any of them makes the figures worthless. */
  failures: number;
  bytesPerResponse: number;
}

const WARMUP_S = 2;

function run(target: LoadTarget, durationS: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: target.connections,
    duration: durationS,
    timeout: 10,
  });
}

export async function load(target: LoadTarget): Promise<LoadResult> {
  // One checked request first: a 401 or 500 at 20,000 req/s would look like a great result.
  const probe = await fetch(target.url, { headers: target.headers ?? {} });
  const body = await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${target.label}: ${probe.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
  // Warm the JIT and the connection pools; these figures are thrown away.
  await run(target, WARMUP_S);
  const result = await run(target, BENCH_DURATION_S);
  return {
    label: target.label,
    connections: target.connections,
    durationS: result.duration,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerResponse: body.byteLength,
  };
}

export interface Budget {
  label: string;
  /** Human text of the budget, e.g. "≥ 80 % of bare query, p99 ≤ 30 ms". */
  text: string;
  check(row: LoadResult): boolean;
}

const pad = (value: string, width: number) => value.padEnd(width);
const padLeft = (value: string, width: number) => value.padStart(width);

export function printTable(rows: readonly LoadResult[], budgets: readonly Budget[], ratioTo: readonly LoadResult[] = []): boolean {
  const headers = [
    'endpoint',
    'conns',
    'dur s',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bytes',
    'fail',
    ...ratioTo.map((r) => `÷ ${r.label}`),
    'budget',
    'result',
  ];
  const lines = rows.map((row) => {
    const budget = budgets.find((b) => b.label === row.label);
    const verdict = row.failures > 0 ? 'FAIL (errors)' : budget ? (budget.check(row) ? 'pass' : 'FAIL') : '';
    return [
      row.label,
      String(row.connections),
      row.durationS.toFixed(1),
      row.reqPerSec.toFixed(0),
      String(row.p50),
      String(row.p99),
      String(row.bytesPerResponse),
      String(row.failures),
      ...ratioTo.map((base) => `${((row.reqPerSec / base.reqPerSec) * 100).toFixed(0)} %`),
      budget?.text ?? '',
      verdict,
    ];
  });
  const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 || i >= cells.length - 2 ? pad(cell, widths[i] ?? 0) : padLeft(cell, widths[i] ?? 0))).join(' | ');
  console.log('\n' + format(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) console.log(format(line));
  return lines.every((line) => !line[line.length - 1]?.startsWith('FAIL'));
}

export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
