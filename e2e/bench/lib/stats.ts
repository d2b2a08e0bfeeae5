/** Small figures helpers shared by the benches. */

/** The middle value (the upper middle for an even count); NaN for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : '–');

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** 'pass' or 'FAIL', the word every bench prints beside a budget. */
export const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/** Left-aligned columns, each as wide as its widest cell. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A bench's exit code when a figure missed its budget (a crash exits 1; index.ts tells them apart). */
export const OVER_BUDGET = 3;
