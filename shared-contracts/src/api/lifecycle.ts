import type {
  AddPhotoPayload,
  CompleteVisitPayload,
  CreateStaffUser,
  ReportResponse,
  RevertVisitPayload,
  SitterEarnings,
  StaffAccountChange,
  StartVisitPayload,
  UpdateVisitTask,
  UserList,
  VisitHistoryResponse,
  VisitResponse,
  VisitTaskResponse,
} from '../schemas/lifecycle.js';
import type { JobStatusUpdate } from '../schemas/admin.js';
import type { SessionResponse } from '../schemas/user.js';
import type { PasswordResetRequested } from '../schemas/auth.js';
import { request, type Transport } from './request.js';

export function lifecycleApi(t: Transport) {
  return {
    start: (visitId: number, payload: StartVisitPayload = {}) =>
      request<VisitResponse>(t, `/api/visit/${visitId}/start`, { method: 'PATCH', body: payload }),
    /** Admins: a started visit without photos back to scheduled, with a reason (400 visit.revert_reason_required without). */
    revert: (visitId: number, payload: RevertVisitPayload) =>
      request<VisitResponse>(t, `/api/visit/${visitId}/revert`, { method: 'PATCH', body: payload }),
    /** A wrong photo off an in-progress visit's report; `mediaId` is the last part of its /api/media/… URL. */
    removePhoto: (visitId: number, mediaId: string) =>
      request<ReportResponse>(t, `/api/visit/${visitId}/photos/${encodeURIComponent(mediaId)}`, { method: 'DELETE' }),
    history: (visitId: number) => request<VisitHistoryResponse>(t, `/api/visit/${visitId}/history`),
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
    /** Staff accounts: signed out at once and refused at sign-in; their upcoming visits lose their sitter. */
    deactivateUser: (userId: number) => request<StaffAccountChange>(t, `/api/admin/users/${userId}/deactivate`, { method: 'POST' }),
    reactivateUser: (userId: number) => request<StaffAccountChange>(t, `/api/admin/users/${userId}/reactivate`, { method: 'POST' }),
    /** Emails the account a password reset link (the same link as /forgot-password's). */
    sendPasswordReset: (userId: number) =>
      request<PasswordResetRequested>(t, `/api/admin/users/${userId}/password-reset`, { method: 'POST' }),
    sitterEarnings: () => request<SitterEarnings>(t, '/api/sitter/earnings'),
  };
}
