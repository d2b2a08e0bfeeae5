import type { AssignPlan, NewTimeOff, SitterLoadQuery, TimeOffQuery } from '../schemas/dispatch.js';
import { dispatchRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** Sitters' time off, their load, and a plan's remaining visits assigned in one step. */
export function dispatchApi(t: Transport) {
  return {
    myTimeOff: () => call(t, e.myTimeOff, {}),
    addTimeOff: (timeOff: NewTimeOff) => call(t, e.addTimeOff, { body: timeOff }),
    removeTimeOff: (id: number) => call(t, e.removeTimeOff, { params: { id } }),
    /** Admins: one sitter's time off or everyone's. */
    timeOff: (query: Partial<TimeOffQuery> = {}) => call(t, e.timeOff, { query: { ...query } }),
    /** Admins: visits per day and window for each active sitter (or one), with their days off. */
    load: (query: SitterLoadQuery) => call(t, e.load, { query: { ...query } }),
    /** Admins: this plan visit and the plan's remaining ones to `sitterId`, in one transaction. */
    assignPlan: (visitId: number, body: AssignPlan) => call(t, e.assignPlan, { params: { id: visitId }, body }),
  };
}
