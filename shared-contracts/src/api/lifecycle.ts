import type {
  AddPhotoPayload,
  CompleteVisitPayload,
  CreateStaffUser,
  RevertVisitPayload,
  StartVisitPayload,
  UpdateVisitTask,
} from '../schemas/lifecycle.js';
import type { JobStatusUpdate } from '../schemas/admin.js';
import { lifecycleRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** The header an offline-queued action is sent with, so a resend is applied once. */
const idempotent = (key?: string) => (key ? { headers: { 'Idempotency-Key': key } } : {});

export function lifecycleApi(t: Transport) {
  return {
    start: (visitId: number, payload: StartVisitPayload = {}, idempotencyKey?: string) =>
      call(t, e.start, { params: { id: visitId }, body: payload }, idempotent(idempotencyKey)),
    /** Admins: a started visit without photos back to scheduled, with a reason (400 visit.revert_reason_required without). */
    revert: (visitId: number, payload: RevertVisitPayload) => call(t, e.revert, { params: { id: visitId }, body: payload }),
    /** A wrong photo off an in-progress visit's report; `mediaId` is the last part of its /api/media/… URL. */
    removePhoto: (visitId: number, mediaId: string) => call(t, e.removePhoto, { params: { id: visitId, mediaId } }),
    history: (visitId: number) => call(t, e.history, { params: { id: visitId } }),
    addPhoto: (reportId: number, payload: AddPhotoPayload, idempotencyKey?: string) =>
      call(t, e.addPhoto, { params: { reportId }, body: payload }, idempotent(idempotencyKey)),
    /** Adds a photo by visit; a scheduled visit without a report is started and answers 409 with `retry: true`. */
    addPhotoToVisit: (visitId: number, payload: AddPhotoPayload, idempotencyKey?: string) =>
      call(t, e.addPhotoToVisit, { params: { id: visitId }, body: payload }, idempotent(idempotencyKey)),
    complete: (visitId: number, payload: CompleteVisitPayload = {}, idempotencyKey?: string) =>
      call(t, e.complete, { params: { id: visitId }, body: payload }, idempotent(idempotencyKey)),
    updateTask: (visitId: number, taskId: number, payload: UpdateVisitTask, idempotencyKey?: string) =>
      call(t, e.updateTask, { params: { id: visitId, taskId }, body: payload }, idempotent(idempotencyKey)),
    setJobStatus: (visitId: number, payload: JobStatusUpdate) => call(t, e.setJobStatus, { params: { id: visitId }, body: payload }),
    assign: (visitId: number, sitterId: number | null) => call(t, e.assign, { params: { id: visitId }, body: { sitterId } }),
    listUsers: (role?: string) => call(t, e.listUsers, { query: { role } }),
    createUser: (payload: CreateStaffUser) => call(t, e.createUser, { body: payload }),
    /** Staff accounts: signed out at once and refused at sign-in; their upcoming visits lose their sitter. */
    deactivateUser: (userId: number) => call(t, e.deactivateUser, { params: { id: userId } }),
    reactivateUser: (userId: number) => call(t, e.reactivateUser, { params: { id: userId } }),
    /** Emails the account a password reset link (the same link as /forgot-password's). */
    sendPasswordReset: (userId: number) => call(t, e.sendPasswordReset, { params: { id: userId } }),
    sitterEarnings: () => call(t, e.sitterEarnings, {}),
  };
}
