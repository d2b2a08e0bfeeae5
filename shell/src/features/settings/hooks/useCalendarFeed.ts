import { useCallback, useState } from 'react';
import { queryKeys, runApiCall, type ApiResult, type CalendarFeedCreated, type CalendarFeedStatus } from '@housesit/shared-contracts';
import { useApi, useApiQuery } from '@housesit/shell/kit';

/** How a change ended: done, or refused or failed with the words to show. */
export type CalendarFeedChange = { ok: true } | { ok: false; message: string | null };

/**
 * The signed-in customer's or sitter's calendar feed: whether a link is live, the link itself
 * just after it was made (the server keeps only its hash, so it cannot be shown again), and
 * making, renewing or turning it off.
 */
export function useCalendarFeed(enabled: boolean) {
  const api = useApi();
  const status = useApiQuery<CalendarFeedStatus>(enabled ? queryKeys.account.calendarFeed() : null, (client) => client.calendar.status());
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const { mutate } = status;

  const change = useCallback(
    async <T extends CalendarFeedStatus>(call: () => Promise<ApiResult<T>>, keep: (data: T) => CalendarFeedCreated | null) => {
      const outcome = await runApiCall(call);
      if (outcome.kind !== 'ok') return { ok: false, message: outcome.message ?? null } satisfies CalendarFeedChange;
      setCreated(keep(outcome.data));
      await mutate();
      return { ok: true } satisfies CalendarFeedChange;
    },
    [mutate],
  );

  const create = useCallback(
    (): Promise<CalendarFeedChange> =>
      change(
        () => api.calendar.create(),
        (data) => data,
      ),
    [api, change],
  );
  const turnOff = useCallback(
    (): Promise<CalendarFeedChange> =>
      change(
        () => api.calendar.turnOff(),
        () => null,
      ),
    [api, change],
  );
  return { status, created, create, turnOff };
}
