/**
 * How every benchmark script ends: exit code 0 when its budgets held, 1 when one was missed,
 * 2 when it broke or ran out of time. Child servers never outlive the script (Ctrl-C, a crash
 * or a hung run all stop them).
 */
import { killAllServers } from './servers.js';

export function runBenchmark(name: string, main: () => Promise<boolean>, timeLimitMs: number): void {
  process.on('SIGINT', () => {
    killAllServers();
    process.exit(130);
  });
  // A hung run must not keep servers and the database busy.
  const limit = setTimeout(() => {
    console.error(`${name}: time limit reached, stopping`);
    killAllServers();
    process.exit(2);
  }, timeLimitMs);
  limit.unref();

  main()
    .then((ok) => {
      process.exitCode = ok ? 0 : 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      killAllServers();
      process.exitCode = 2;
    });
}
