/**
 * Performance: 10,000 homeowners and 100,000 visits, then GET /api/admin/jobs
 * (first page) and GET /api/admin/stats with an admin session, 20 connections for 10 s each.
 * Budget p99 ≤ 50 ms. Prints the seed time, the visits indexes and, for a miss, EXPLAIN
 * ANALYZE of the endpoint's slowest query. Run: npm run bench:api:admin -w @housesit/api
 */
import { createBenchDatabase } from './lib/database.js';
import { load, loadAverage, printTable, type Budget, type LoadResult } from './lib/load.js';
import { insertUsers, insertVisitGraph, sessionCookie, sharedPasswordHash, SITTER } from './lib/seed.js';
import { runBenchmark } from './lib/run.js';
import { startServer } from './lib/servers.js';
import { BENCH_DURATION_S } from './env.js';

const CONNECTIONS = 20;
const HOMEOWNERS = 10_000;
const VISITS_EACH = 10;
const SITTERS = 100;
const P99_BUDGET_MS = 50;

/**
 * The statements behind each endpoint that scan the most rows (src/visits/list.ts,
 * visitJson.ts and stats.ts), with the values the app binds; EXPLAIN ANALYZE'd on a miss.
 */
const SLOW_QUERIES: Record<string, string[]> = {
  'GET /api/admin/jobs': [
    // Only when more visits follow the page (always, for the first page of 100,000).
    'select count(*) from visits',
    `select v.id, (select count(*) from visit_tasks t where t.visit_id = v.id), (select r.id from reports r where r.visit_id = v.id)
       from visits v inner join users h on h.id = v.homeowner_id left join users s on s.id = v.assigned_sitter_id
       order by v.scheduled_date desc, v.id desc limit 51`,
  ],
  'GET /api/admin/jobs?limit=100': [
    `select v.id, (select count(*) from visit_tasks t where t.visit_id = v.id), (select r.id from reports r where r.visit_id = v.id)
       from visits v inner join users h on h.id = v.homeowner_id left join users s on s.id = v.assigned_sitter_id
       order by v.scheduled_date desc, v.id desc limit 101`,
  ],
  'GET /api/admin/stats': [
    `select (select count(*) from visits where status in ('scheduled', 'in_progress')),
            (select count(*) from visits where status = 'in_progress'),
            (select coalesce(sum(total_amount_cents), 0) from visits where scheduled_date >= date_trunc('month', now())
               and scheduled_date < date_trunc('month', now()) + interval '1 month' and status <> 'cancelled'),
            (select count(*) from reports r where r.completed_at >= date_trunc('day', now())
               and r.completed_at < date_trunc('day', now()) + interval '1 day'
               and (select v.status from visits v where v.id = r.visit_id) = 'completed'),
            (select count(*) from users where role = 'homeowner')`,
  ],
};

async function main(): Promise<boolean> {
  console.log(
    `API load: admin jobs and stats at ${HOMEOWNERS} homeowners (load average ${loadAverage()}, ${BENCH_DURATION_S} s per endpoint)`,
  );
  const database = await createBenchDatabase();
  try {
    const { sql } = database;
    const started = performance.now();
    const hash = await sharedPasswordHash();
    // Fresh database: homeowners are ids 1..10,000, sitters the next 100, the admin last.
    await insertUsers(sql, { prefix: 'owner', role: 'homeowner', count: HOMEOWNERS, hash });
    await insertUsers(sql, { prefix: 'sitter', role: SITTER, count: SITTERS, hash });
    await insertUsers(sql, { prefix: 'admin', role: 'admin', count: 1, hash });
    const sitterIds = Array.from({ length: SITTERS }, (_, i) => HOMEOWNERS + 1 + i);
    await insertVisitGraph(sql, { firstId: 1, lastId: HOMEOWNERS, perHomeowner: VISITS_EACH, sitterIds, taskShare: 0.4, photoShare: 0.2 });
    // A live server's autovacuum has long set the visibility map and statistics of rows this old;
    // without it a bulk-loaded table cannot use index-only scans, which production would.
    await sql`vacuum analyze`;
    const seedSeconds = (performance.now() - started) / 1000;
    const [counts] = await sql<{ users: number; visits: number; tasks: number; reports: number; photos: number }[]>`
      select (select count(*)::int from users) as users, (select count(*)::int from visits) as visits,
             (select count(*)::int from visit_tasks) as tasks, (select count(*)::int from reports) as reports,
             (select count(*)::int from media) as photos`;
    console.log(
      `Seeded in ${seedSeconds.toFixed(1)} s: ${counts?.users} users, ${counts?.visits} visits, ${counts?.tasks} tasks, ${counts?.reports} reports, ${counts?.photos} photos`,
    );
    const indexes = await sql<{ tablename: string; indexdef: string }[]>`
      select tablename, indexdef from pg_indexes where tablename in ('visits', 'reports', 'users') order by tablename, indexname`;
    console.log('\nIndexes involved:');
    for (const index of indexes) console.log(`  ${index.indexdef}`);

    const [admin] = await sql<{ id: number }[]>`select id from users where role = 'admin'`;
    if (!admin) throw new Error('admin missing');
    const cookie = await sessionCookie(database.handle.db, admin.id);

    const rows: LoadResult[] = [];
    const targets = [
      ['GET /api/admin/jobs', '/api/admin/jobs'],
      // What mf-admin's fetchAllJobs asks for first (limit VISITS_PAGE_MAX).
      ['GET /api/admin/jobs?limit=100', '/api/admin/jobs?limit=100&offset=0'],
      ['GET /api/admin/stats', '/api/admin/stats'],
    ] as const;
    // 'app-uncached' (PAGE_CACHE_MB=0, no budget): the cost of every request after a write (decision 010).
    for (const [mode, suffix] of [
      ['app', ''],
      ['app-uncached', ', cache off'],
    ] as const) {
      const server = await startServer(mode, [database.url]);
      try {
        for (const [target, path] of targets) {
          const label = target + suffix;
          const row = await load({ label, url: server.baseUrl + path, headers: { cookie }, connections: CONNECTIONS });
          rows.push(row);
          console.log(`  ${label}: ${row.reqPerSec.toFixed(0)} req/s, p99 ${row.p99} ms (load average ${loadAverage()})`);
        }
      } finally {
        await server.stop();
      }
    }

    const budgets: Budget[] = targets.map(([label]) => ({
      label,
      text: `p99 ≤ ${P99_BUDGET_MS} ms`,
      check: (r) => r.p99 <= P99_BUDGET_MS,
    }));
    const ok = printTable(rows, budgets);
    for (const row of rows) {
      if (!budgets.some((b) => b.label === row.label)) continue;
      if (row.p99 <= P99_BUDGET_MS && row.failures === 0) continue;
      console.log(`\n${row.label} missed its budget: EXPLAIN ANALYZE of its heaviest queries (no other load running)`);
      for (const query of SLOW_QUERIES[row.label] ?? []) {
        const plan = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${query}`);
        console.log('\n  ' + query.replace(/\s+/g, ' '));
        for (const line of plan) console.log('    ' + line['QUERY PLAN']);
      }
    }
    console.log(`\nLoad average at the end: ${loadAverage()} (2 cores shared; figures from a loaded machine are low)`);
    return ok;
  } finally {
    await database.drop();
  }
}

runBenchmark('API benchmark', main, (BENCH_DURATION_S + 5) * 6 * 1000 + 300_000);
