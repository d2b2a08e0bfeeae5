import type { AddPhotoPayload, CompleteVisitPayload, CreateStaffUser, ReportResponse, SitterEarnings, UpdateVisitTask, UserList, VisitResponse, VisitTaskResponse } from '../schemas/lifecycle.js';
import type { JobStatusUpdate } from '../schemas/admin.js';
import type { SessionResponse } from '../schemas/user.js';
import { request, type Transport } from './request.js';

export function lifecycleApi(t: Transport) {
  return {
    start: (visitId: number) => request<VisitResponse>(t, `/api/visit/${visitId}/start`, { method: 'PATCH' }),
    addPhoto: (reportId: number, payload: AddPhotoPayload) =>
      request<ReportResponse>(t, `/api/report/${reportId}/add-photo`, { method: 'PATCH', body: payload }),
    /** Adds a photo by visit; a scheduled visit without a report is started and answers 409 with `retry: true`. */
    addPhotoToVisit: (visitId: number, payload: AddPhotoPayload) =>
      request<ReportResponse>(t, `/api/visit/${visitId}/add-photo`, { method: 'PATCH', body: payload }),
    complete: (visitId: number, payload: CompleteVisitPayload = {}) =>
      request<VisitResponse>(t, `/api/visit/${visitId}/complete`, { method: 'PATCH', body: payload }),
    updateTask: (visitId: number, taskId: number, payload: UpdateVisitTask) =>
      request<VisitTaskResponse>(t, `/api/visit/${visitId}/tasks/${taskId}`, { method: 'PATCH', body: payload }),
    setJobStatus: (visitId: number, payload: JobStatusUpdate) =>
      request<VisitResponse>(t, `/api/admin/jobs/${visitId}/status`, { method: 'PUT', body: payload }),
    assign: (visitId: number, sitterId: number | null) =>
      request<VisitResponse>(t, `/api/admin/jobs/${visitId}/assign`, { method: 'PATCH', body: { sitterId } }),
    listUsers: (role?: string) => request<UserList>(t, '/api/admin/users', { query: { role } }),
    createUser: (payload: CreateStaffUser) => request<SessionResponse>(t, '/api/admin/users', { method: 'POST', body: payload }),
    sitterEarnings: () => request<SitterEarnings>(t, '/api/sitter/earnings'),
  };
}
