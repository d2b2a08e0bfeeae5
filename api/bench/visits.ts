/**
 * API load: GET /api/visits for a homeowner with 20 visits and
 * GET /api/auth/me, 50 connections for 10 s each, beside a bare Hono endpoint (constant) and a
 * bare Hono + postgres.js endpoint (one SELECT … LIMIT 20 on the same visits table), in one
 * run on a throwaway PostgreSQL database. Run: npm run bench:api -w @housesit/api
 */
import { createBenchDatabase } from './lib/database.js';
import { load, loadAverage, printTable, type Budget, type LoadResult } from './lib/load.js';
import { insertUsers, insertVisitGraph, sessionCookie, sharedPasswordHash, SITTER } from './lib/seed.js';
import { runBenchmark } from './lib/run.js';
import { startServer } from './lib/servers.js';
import { BENCH_DURATION_S } from './env.js';

const CONNECTIONS = 50;
/** Other homeowners' visits around ours, so the indexes, not a tiny table, do the work. */
const OTHER_HOMEOWNERS = 199;
const VISITS_EACH = 20;
const SITTERS = 20;

async function main(): Promise<boolean> {
  console.log(`API load: /api/visits and /api/auth/me (load average ${loadAverage()}, ${BENCH_DURATION_S} s per endpoint)`);
  const database = await createBenchDatabase();
  try {
    const { sql } = database;
    const hash = await sharedPasswordHash();
    // Fresh database: homeowners get ids 1..200 (ours is 1), sitters 201..220.
    await insertUsers(sql, { prefix: 'owner', role: 'homeowner', count: OTHER_HOMEOWNERS + 1, hash });
    await insertUsers(sql, { prefix: 'sitter', role: SITTER, count: SITTERS, hash });
    const sitterIds = Array.from({ length: SITTERS }, (_, i) => OTHER_HOMEOWNERS + 2 + i);
    await insertVisitGraph(sql, {
      firstId: 1,
      lastId: OTHER_HOMEOWNERS + 1,
      perHomeowner: VISITS_EACH,
      sitterIds,
      taskShare: 0.9,
      photoShare: 0.5,
    });
    // A live server's autovacuum has long set the visibility map and statistics of rows this old;
    // without it a bulk-loaded table cannot use index-only scans, which production would.
    await sql`vacuum analyze`;
    const [mine] = await sql<{ visits: number; tasks: number; reports: number; photos: number }[]>`
      select (select count(*)::int from visits where homeowner_id = 1) as visits,
             (select count(*)::int from visit_tasks t join visits v on v.id = t.visit_id where v.homeowner_id = 1) as tasks,
             (select count(*)::int from reports r join visits v on v.id = r.visit_id where v.homeowner_id = 1) as reports,
             (select count(*)::int from media m join reports r on r.id = m.report_id join visits v on v.id = r.visit_id where v.homeowner_id = 1) as photos`;
    const [all] = await sql<{ n: number }[]>`select count(*)::int as n from visits`;
    console.log(
      `Seeded: the homeowner has ${mine?.visits} visits, ${mine?.tasks} tasks, ${mine?.reports} reports, ${mine?.photos} photos; visits table ${all?.n} rows`,
    );
    const cookie = await sessionCookie(database.handle.db, 1);

    const rows: LoadResult[] = [];
    const measure = async (mode: string, args: string[], targets: { label: string; path: string; cookie?: boolean }[]) => {
      const server = await startServer(mode, args);
      try {
        for (const t of targets) {
          const row = await load({
            label: t.label,
            url: server.baseUrl + t.path,
            headers: t.cookie ? { cookie } : {},
            connections: CONNECTIONS,
          });
          rows.push(row);
          console.log(`  ${t.label}: ${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99} ms (load average ${loadAverage()})`);
        }
      } finally {
        await server.stop();
      }
    };
    await measure('bare-constant', [], [{ label: 'bare constant', path: '/bare/constant' }]);
    await measure('bare-query', [database.url, '1'], [{ label: 'bare 1-query', path: '/bare/visits' }]);
    await measure(
      'app',
      [database.url],
      [
        { label: 'GET /api/auth/me', path: '/api/auth/me', cookie: true },
        { label: 'GET /api/visits', path: '/api/visits', cookie: true },
      ],
    );
    // No budget: what a request costs when the page is not cached (after a write, decision 010).
    await measure('app-uncached', [database.url], [{ label: 'GET /api/visits, cache off', path: '/api/visits', cookie: true }]);

    const bareConstant = rows.find((r) => r.label === 'bare constant');
    const bareQuery = rows.find((r) => r.label === 'bare 1-query');
    if (!bareConstant || !bareQuery) throw new Error('bare endpoints missing');
    const budgets: Budget[] = [
      {
        label: 'GET /api/visits',
        text: '≥ 80 % of bare 1-query, p99 ≤ 30 ms',
        check: (r) => r.reqPerSec >= 0.8 * bareQuery.reqPerSec && r.p99 <= 30,
      },
      {
        label: 'GET /api/auth/me',
        text: '≥ 50 % of bare 1-query, p99 ≤ 30 ms',
        check: (r) => r.reqPerSec >= 0.5 * bareQuery.reqPerSec && r.p99 <= 30,
      },
    ];
    const ok = printTable(rows, budgets, [bareConstant, bareQuery]);
    console.log(`\nLoad average at the end: ${loadAverage()} (2 cores shared; figures from a loaded machine are low)`);
    return ok;
  } finally {
    await database.drop();
  }
}

runBenchmark('API benchmark', main, (BENCH_DURATION_S + 5) * 5 * 1000 + 120_000);
