import { REPORTS_PAGE_SIZE, queryKeys, type VisitPage, type VisitQuery, type VisitWhen } from '@housesit/shared-contracts';
import { useApiQuery, useSession } from '@housesit/shell/kit';

export const MY_VISITS_PAGE_SIZE = REPORTS_PAGE_SIZE;

type Show = Extract<VisitWhen, 'upcoming' | 'past'>;

/** The list's query; its first page of upcoming visits is one of the screen's first requests (area.json). */
export function myVisitsQuery(when: Show, offset: number): VisitQuery {
  return { when, limit: MY_VISITS_PAGE_SIZE, offset };
}

/**
 * One page of the homeowner's own visits (GET /api/visits pages; `upcoming` soonest first,
 * `past` latest first). Its key is under `queryKeys.visits.all()`, so it is refetched with the other visit lists.
 */
export function useMyVisits(when: Show, offset: number) {
  const { user } = useSession();
  return useApiQuery<VisitPage>(
    user ? queryKeys.visits.mine(user.id, when, offset) : null,
    (api) => api.visits.list(myVisitsQuery(when, offset)),
    { freshMs: 30_000 },
  );
}
