// Sums the test counts that vitest and Playwright print, so CI ends with one plain line:
// 'tests: N passed, N failed'. The exit code of `npm test` stays the verdict.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  // vitest: "      Tests  1 failed | 32 passed (33)"
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    const part = vitest[1] ?? '';
    passed += Number(part.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(part.match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(part.match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  // Playwright list reporter: "  12 passed (45.2s)", "  1 failed", "  2 skipped"
  const pw = line.match(/^\S*:?\s+(\d+) (passed|failed|flaky|skipped)(?: \([\d.]+m?s\))?\s*$/);
  if (pw) {
    const n = Number(pw[1]);
    if (pw[2] === 'passed') passed += n;
    else if (pw[2] === 'skipped') skipped += n;
    else failed += n;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
