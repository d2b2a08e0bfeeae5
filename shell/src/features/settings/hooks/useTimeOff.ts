import { useCallback } from 'react';
import { queryKeys, runApiCall, type ApiResult, type NewTimeOff, type TimeOffList } from '@housesit/shared-contracts';
import { useApi, useApiQuery } from '@housesit/shell/kit';

/** How a change ended: done, or refused or failed with the words (and the field) to show. */
export type TimeOffChange = { ok: true } | { ok: false; message: string | null; fieldErrors: Record<string, string> };

/** The signed-in sitter's time off that has not ended, and adding or removing a range. */
export function useTimeOff(userId: number) {
  const api = useApi();
  const list = useApiQuery<TimeOffList>(queryKeys.timeOff(userId), (client) => client.dispatch.myTimeOff());
  const { mutate } = list;
  const change = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<TimeOffChange> => {
      const outcome = await runApiCall(call);
      if (outcome.kind !== 'ok') return { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };
      await mutate();
      return { ok: true };
    },
    [mutate],
  );
  const add = useCallback((timeOff: NewTimeOff) => change(() => api.dispatch.addTimeOff(timeOff)), [api, change]);
  const remove = useCallback((id: number) => change(() => api.dispatch.removeTimeOff(id)), [api, change]);
  return { list, add, remove };
}
