/**
 * Bulk rows for the benchmarks, written with plain SQL (generate_series) so 100,000 visits
 * take seconds. Every user shares ONE precomputed password hash: most benchmarks create sessions
 * directly, and scrypt at the production cost would take hours at this count.
 */
import { PLAN_IDS, SITTER_ROLE } from '@housesit/shared-contracts';
import type postgres from 'postgres';
import { hashPassword } from '../../src/auth/passwords.js';
import { createSession } from '../../src/auth/sessions.js';
import { sessionCookiePolicy } from '../../src/auth/cookie.js';
import type { Database } from '../../src/db/open.js';

const plans = `array[${PLAN_IDS.map((p) => `'${p}'`).join(',')}]`;

/** Every seeded user's password (bench/mixed.ts and bench/outage.ts sign in with it). */
export const BENCH_PASSWORD = 'bench password';

/**
 * Cheap on purpose (N=2^10, not the production 2^17): seeding stays fast, and a sign-in under
 * load measures the API's own work rather than scrypt's 128 MiB per check.
 */
export async function sharedPasswordHash(): Promise<string> {
  return hashPassword(BENCH_PASSWORD, { logN: 10, r: 8, p: 1 });
}

/** `count` users of `role` named `${prefix}${n}`; returns nothing (ids are serial from 1 in a fresh database). */
export async function insertUsers(sql: postgres.Sql, input: { prefix: string; role: string; count: number; hash: string }): Promise<void> {
  await sql`
    insert into users (username, email, password_hash, first_name, last_name, role)
    select ${input.prefix} || n, ${input.prefix} || n || '@bench.example', ${input.hash}, 'Bench', ${input.prefix} || n, ${input.role}
    from generate_series(1, ${input.count}) as n`;
}

/**
 * `perHomeowner` visits for every homeowner whose id is in [firstId, lastId], spread from a
 * year ago to three months ahead. Past visits are mostly completed (a few cancelled), a few
 * are in progress, future ones scheduled; half have a sitter. Then tasks on `taskShare` of
 * the visits (1 to 3 each), a report on every completed and in-progress visit (completed
 * ones dated at the visit, a share of them today), and 3 photos on `photoShare` of reports.
 */
export async function insertVisitGraph(
  sql: postgres.Sql,
  input: { firstId: number; lastId: number; perHomeowner: number; sitterIds: number[]; taskShare: number; photoShare: number },
): Promise<void> {
  const sitters = `array[${input.sitterIds.join(',')}]::int[]`;
  await sql.unsafe(`
    insert into visits (homeowner_id, assigned_sitter_id, status, plan_type, scheduled_date, total_amount_cents, property_address, access_instructions)
    select h, case when random() < 0.5 then (${sitters})[1 + floor(random() * ${input.sitterIds.length})::int] end,
           case when d > now() then 'scheduled'
                when d > now() - interval '4 hours' then 'in_progress'
                when random() < 0.05 then 'cancelled'
                else 'completed' end,
           (${plans})[1 + floor(random() * ${PLAN_IDS.length})::int], d, 6500 + floor(random() * 4) * 1000,
           h || ' Bench Street, Marblehead, MA 01945', 'Key under the mat'
    from (
      -- random() in this select list runs once per row (a LATERAL would be memoized per v).
      select h, now() - interval '365 days' + random() * interval '455 days' as d
      from generate_series(${input.firstId}, ${input.lastId}) as h, generate_series(1, ${input.perHomeowner}) as v
    ) as planned`);
  await sql.unsafe(`
    insert into visit_tasks (visit_id, name, description, category, position)
    select v.id, (array['Plant Watering','Mail Collection','Pet Feeding','Security Check'])[p + 1], 'Bench task', 'care', p
    from visits v, lateral generate_series(0, floor(random() * 3)::int) as p
    where v.homeowner_id between ${input.firstId} and ${input.lastId} and random() < ${input.taskShare}`);
  await sql.unsafe(`
    insert into reports (visit_id, duration_minutes, notes, completed_at, check_in_at, check_out_at)
    select v.id, 45, 'All well at the house.',
           case when v.status = 'completed' then (case when random() < 0.01 then now() - interval '1 hour' else v.scheduled_date + interval '1 hour' end) end,
           v.scheduled_date, case when v.status = 'completed' then v.scheduled_date + interval '45 minutes' end
    from visits v
    where v.homeowner_id between ${input.firstId} and ${input.lastId} and v.status in ('completed', 'in_progress')`);
  await sql.unsafe(`
    insert into media (report_id, content_type, byte_size, storage_key)
    select r.id, 'image/png', 2048, 'reports/' || r.id || '/' || gen_random_uuid() || '.png'
    from reports r join visits v on v.id = r.visit_id, generate_series(1, 3)
    where v.homeowner_id between ${input.firstId} and ${input.lastId} and (r.id % 100) < ${Math.round(input.photoShare * 100)}`);
}

/** A live session for `userId` and the Cookie header that carries it (production cookie name). */
export async function sessionCookie(db: Database, userId: number): Promise<string> {
  const { token } = await createSession(db, { userId, now: new Date() });
  return `${sessionCookiePolicy(true).name}=${token}`;
}

export const SITTER = SITTER_ROLE;
