import type { Report, User, Visit } from '@housesit/shared-contracts';
import type { StubReply, StubRequest, StubRoute } from './stubFetch';
import { page } from './fixtures';

/** A sitter account as GET /api/admin/users answers it. */
export function makeSitter(id: number, firstName: string, lastName: string): User {
  const name = firstName.toLowerCase();
  return { id, username: `${name}${id}`, email: `${name}@example.com`, firstName, lastName, phone: null, address: null, role: 'housesitter' };
}

export function makeReport(id: number, mediaUrls: string[] = []): Report {
  return { id, duration: null, mediaUrls, notes: null, completedAt: null, isArchived: false, checkInAt: '2025-06-10T14:05:00.000Z', checkOutAt: null };
}

export interface JobsBackendOptions {
  sitters?: User[];
  /** Answers before the backend does (error cases); undefined lets the backend answer. */
  override?: (request: StubRequest) => StubReply | undefined;
}

/**
 * An in-memory stand-in for the admin and lifecycle endpoints, so a test sees the list refetch
 * with the change an action made.
 */
export function createJobsBackend(initial: Visit[], options: JobsBackendOptions = {}) {
  const jobs = new Map(initial.map((j) => [j.id, structuredClone(j)]));
  const sitters = options.sitters ?? [];
  let nextPhoto = 100;
  let nextReport = 50;

  const byReport = (reportId: number) => [...jobs.values()].find((j) => j.report?.id === reportId);

  function handle(request: StubRequest): StubReply {
    const { method, url } = request;
    const path = url.pathname;
    const body = request.body as Record<string, unknown> | undefined;
    let m: RegExpMatchArray | null;

    if (method === 'GET' && path === '/api/admin/jobs') {
      const status = url.searchParams.get('status');
      return { body: page([...jobs.values()].filter((j) => !status || j.status === status)) };
    }
    if (method === 'GET' && path === '/api/admin/stats') {
      const active = [...jobs.values()].filter((j) => j.status === 'in_progress').length;
      return { body: { activeJobs: active, completedToday: 0, pendingReviews: 0, monthlyRevenue: '0.00', totalUsers: 1 } };
    }
    if (method === 'GET' && path === '/api/admin/users') {
      return { body: { items: url.searchParams.get('role') === 'housesitter' ? sitters : [] } };
    }
    if (method === 'PATCH' && (m = path.match(/^\/api\/visit\/(\d+)\/start$/))) {
      const job = jobs.get(Number(m[1]))!;
      job.status = 'in_progress';
      job.report = makeReport(nextReport++);
      return { body: { visit: job } };
    }
    if (method === 'PATCH' && (m = path.match(/^\/api\/visit\/(\d+)\/add-photo$/))) {
      const job = jobs.get(Number(m[1]))!;
      job.status = 'in_progress';
      job.report = makeReport(nextReport++);
      return { status: 409, body: { code: 'visit.retry_upload', message: 'The visit has been started. Please retry the upload.', retry: true } };
    }
    if (method === 'PATCH' && (m = path.match(/^\/api\/report\/(\d+)\/add-photo$/))) {
      const job = byReport(Number(m[1]))!;
      job.report = { ...job.report!, mediaUrls: [...job.report!.mediaUrls, `/api/media/p${nextPhoto++}`] };
      return { body: { report: job.report } };
    }
    if (method === 'PUT' && (m = path.match(/^\/api\/admin\/jobs\/(\d+)\/status$/))) {
      const job = jobs.get(Number(m[1]))!;
      job.status = 'completed';
      job.report = { ...job.report!, notes: (body?.notes as string | undefined) ?? null, completedAt: '2025-06-10T15:00:00.000Z', duration: 40 };
      return { body: { visit: job } };
    }
    if (method === 'PATCH' && (m = path.match(/^\/api\/admin\/jobs\/(\d+)\/assign$/))) {
      const job = jobs.get(Number(m[1]))!;
      const sitter = sitters.find((s) => s.id === body?.sitterId);
      job.assignedSitterId = sitter?.id ?? null;
      job.assignedSitter = sitter ? { id: sitter.id, firstName: sitter.firstName, lastName: sitter.lastName } : null;
      return { body: { visit: job } };
    }
    if (method === 'PATCH' && (m = path.match(/^\/api\/visit\/(\d+)\/tasks\/(\d+)$/))) {
      const task = jobs.get(Number(m[1]))!.tasks.find((t) => t.id === Number(m![2]))!;
      task.isCompleted = body?.isCompleted === true;
      return { body: { task } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  }

  const route: StubRoute = (_url, request) => options.override?.(request) ?? handle(request);
  return { routes: { '*': route } as Record<string, StubRoute>, jobs };
}
