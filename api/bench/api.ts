/** `npm run bench:api`: the visits and the admin benchmark one after the other, each in its own process. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let failed = false;
for (const script of ['visits.ts', 'admin.ts']) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' });
  // Run the second even when the first misses a budget: both figures belong in the report.
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
