import {
  AssignPlanResponseStruct,
  AssignPlanStruct,
  NewTimeOffStruct,
  SitterLoadQueryStruct,
  SitterLoadReportStruct,
  TimeOffListStruct,
  TimeOffQueryStruct,
  TimeOffResponseStruct,
} from '../schemas/dispatch.js';
import { ADMIN, endpoint, role } from './endpoint.js';

const SITTER = role('housesitter');

/** Dispatch: sitters' time off, their load per day and window, and a plan's visits assigned at once. */
export const dispatchEndpoints = {
  myTimeOff: endpoint({
    method: 'GET',
    path: '/api/sitter/time-off',
    response: TimeOffListStruct,
    access: SITTER,
    summary: "The signed-in sitter's time off that has not ended",
  }),
  addTimeOff: endpoint({
    method: 'POST',
    path: '/api/sitter/time-off',
    body: NewTimeOffStruct,
    response: TimeOffResponseStruct,
    access: SITTER,
    summary: 'Record a range of days off (service-area days, both included)',
  }),
  removeTimeOff: endpoint({
    method: 'DELETE',
    path: '/api/sitter/time-off/:id',
    response: null,
    access: SITTER,
    summary: "Remove one of the sitter's own ranges of time off",
  }),
  timeOff: endpoint({
    method: 'GET',
    path: '/api/admin/time-off',
    query: TimeOffQueryStruct,
    response: TimeOffListStruct,
    access: ADMIN,
    summary: "Sitters' time off, one sitter's or everyone's, overlapping the days asked",
  }),
  load: endpoint({
    method: 'GET',
    path: '/api/admin/dispatch/load',
    query: SitterLoadQueryStruct,
    response: SitterLoadReportStruct,
    access: ADMIN,
    summary: "Each active sitter's visits per day and window, and their days off",
  }),
  assignPlan: endpoint({
    method: 'POST',
    path: '/api/admin/jobs/:id/assign-plan',
    body: AssignPlanStruct,
    response: AssignPlanResponseStruct,
    access: ADMIN,
    object: 'visit',
    summary: "Assign a sitter to a plan visit and the plan's remaining visits, skipping their days off",
  }),
};
