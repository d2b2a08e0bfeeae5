import type { ApiClient, ApiResult, ReportResponse, Visit } from '@housesit/shared-contracts';

/**
 * Adds one photo to a job. With a report it goes to the report; without one (a visit not started
 * yet) it goes to the visit, and the API starts a scheduled visit and answers 409 with
 * `retry: true` (docs/product/platform.md §4: the user is told to retry), or 'No report found for this visit'.
 */
export function addPhotoToJob(api: ApiClient, job: Visit, mediaUrl: string): Promise<ApiResult<ReportResponse>> {
  if (job.report) return api.lifecycle.addPhoto(job.report.id, { mediaUrl });
  return api.request<ReportResponse>(`/api/visit/${job.id}/add-photo`, { method: 'PATCH', body: { mediaUrl } });
}
