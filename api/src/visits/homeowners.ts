/**
 * GET /api/admin/users/homeowners: the users screen grouped from the visits by homeowner in
 * the database (docs/product/platform.md §2 User management), so the screen asks for one page instead of
 * every job. Definitions, per homeowner with at least one visit:
 * - totalVisits / totalSpentCents: visits not cancelled, and the sum of their amounts;
 * - lastVisit: the latest of those dated at or before now; isActive: admin/activeUsers.ts (as /revenue);
 * - hasUpcoming: a visit still scheduled;
 * - upcomingVisits / nextVisit: those dated after now, and the soonest;
 * - recentVisits: the USER_RECENT_VISITS latest that took place; moreVisits: the rest of those
 *   (a new customer's upcoming visits are not '+n more' of an empty list);
 * - order: latest last visit first (none last), then name, then id.
 * The overview covers every such homeowner; items and total only those matching `search`
 * (a substring of the id, the name or the email, ignoring case; a leading '#' is dropped).
 */
import {
  HOMEOWNER_PAGE_MAX,
  HOMEOWNER_PAGE_SIZE,
  HomeownerSummaryQueryStruct,
  USER_RECENT_VISITS,
  type HomeownerSummaryPage,
} from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import { isActiveSince, lastVisitDate } from '../admin/activeUsers.js';
import type { Database } from '../db/open.js';
import { users, visits } from '../db/schema.js';
import { validated } from '../http/body.js';
import { wholeNumber } from '../http/params.js';

export interface HomeownerQuery {
  search: string;
  limit: number;
  offset: number;
}

export function parseHomeownerQuery(raw: Record<string, string>): HomeownerQuery {
  const query = validated(HomeownerSummaryQueryStruct, raw);
  return {
    search: (query.search ?? '').trim().toLowerCase().replace(/^#/, '').slice(0, 200),
    limit: Math.min(wholeNumber('limit', query.limit, HOMEOWNER_PAGE_SIZE, 1, Infinity), HOMEOWNER_PAGE_MAX),
    offset: wholeNumber('offset', query.offset, 0, 0),
  };
}

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function homeownerSummaries(db: Database, query: HomeownerQuery, now: Date): Promise<HomeownerSummaryPage> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const matches = query.search
    ? sql`where strpos(o.id::text, ${query.search}) > 0 or strpos(lower(o.name), ${query.search}) > 0
          or strpos(lower(o.email), ${query.search}) > 0`
    : sql``;
  // One statement: the per-homeowner aggregate is computed once for the overview and the page.
  // A card's recent visits are those that took place, latest first (not the furthest
  // future), counted like its total (no cancelled ones): shown + '+n more' + upcoming = 'Total visits'.
  const result = await db.execute<{ overview: string; page: string | null; total: number }>(sql`
    with per_owner as (
      select ${visits.homeownerId} as id,
             count(*) filter (where ${visits.status} <> 'cancelled')::int as total_visits,
             coalesce(sum(${visits.totalAmountCents}) filter (where ${visits.status} <> 'cancelled'), 0)::bigint as spent,
             ${lastVisitDate(now)} as last_visit,
             bool_or(${visits.status} = 'scheduled') as has_upcoming,
             count(*) filter (where ${visits.status} <> 'cancelled' and ${visits.scheduledDate} <= ${at})::int as past_visits,
             count(*) filter (where ${visits.status} <> 'cancelled' and ${visits.scheduledDate} > ${at})::int as upcoming_visits,
             min(${visits.scheduledDate}) filter (where ${visits.status} <> 'cancelled' and ${visits.scheduledDate} > ${at}) as next_visit
      from ${visits} group by ${visits.homeownerId}
    ),
    owners as (
      select p.*, u.username, u.email, u.phone, u.address, trim(u.first_name || ' ' || u.last_name) as name,
             ${isActiveSince(sql`p.last_visit`, now)} as is_active
      from per_owner p join ${users} u on u.id = p.id
    ),
    matching as (select * from owners o ${matches}),
    page as (
      select * from matching order by last_visit desc nulls last, lower(name), id
      limit ${query.limit + 1} offset ${query.offset}
    )
    select
      (select json_build_object('totalUsers', count(*), 'activeUsers', count(*) filter (where is_active),
              'avgVisits', coalesce(avg(total_visits), 0), 'avgSpentCents', coalesce(round(avg(spent)), 0))::text from owners) as overview,
      (select count(*)::int from matching) as total,
      (select json_agg(json_build_object(
          'homeownerId', p.id, 'name', p.name, 'username', p.username, 'email', p.email, 'phone', p.phone, 'address', p.address,
          'totalVisits', p.total_visits, 'totalSpentCents', p.spent, 'lastVisit', ${iso(sql`p.last_visit`)},
          'isActive', p.is_active, 'hasUpcoming', p.has_upcoming,
          'upcomingVisits', p.upcoming_visits, 'nextVisit', ${iso(sql`p.next_visit`)},
          'recentVisits', (select coalesce(json_agg(json_build_object('id', r.id, 'scheduledDate', ${iso(sql`r.scheduled_date`)},
                 'totalAmount', (r.total_amount_cents / 100.0)::numeric(20, 2)::text, 'status', r.status) order by r.scheduled_date desc, r.id desc), '[]'::json)
              from (select * from ${visits} v where v.homeowner_id = p.id and v.status <> 'cancelled' and v.scheduled_date <= ${at}
                    order by v.scheduled_date desc, v.id desc limit ${USER_RECENT_VISITS}) r),
          'moreVisits', greatest(0, p.past_visits - ${USER_RECENT_VISITS}))
        order by p.last_visit desc nulls last, lower(p.name), p.id)::text from page p) as page
  `);
  // postgres.js answers an array of rows, PGlite `{ rows }`.
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const row = rows[0] as { overview: string; page: string | null; total: number } | undefined;
  // Figures the database could not compute (no homeowners yet) are absent from the JSON.
  const overview = JSON.parse(row?.overview ?? '{}') as Partial<HomeownerSummaryPage['overview']>;
  const all = JSON.parse(row?.page ?? '[]') as HomeownerSummaryPage['items'];
  const more = all.length > query.limit;
  const items = more ? all.slice(0, query.limit) : all;
  return {
    overview: {
      totalUsers: Number(overview.totalUsers ?? 0),
      activeUsers: Number(overview.activeUsers ?? 0),
      avgVisits: Number(overview.avgVisits ?? 0),
      avgSpentCents: Number(overview.avgSpentCents ?? 0),
    },
    items,
    total: Number(row?.total ?? 0),
    nextOffset: more ? query.offset + items.length : null,
  };
}
