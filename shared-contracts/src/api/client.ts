import { accessApi } from './access.js';
import { accountApi } from './account.js';
import { adminApi } from './admin.js';
import { adminReportsApi } from './adminReports.js';
import { authApi } from './auth.js';
import { bookingApi } from './booking.js';
import { calendarApi } from './calendar.js';
import { dispatchApi } from './dispatch.js';
import { emailApi } from './email.js';
import { homeownerApi, messagesApi } from './homeowner.js';
import { lifecycleApi } from './lifecycle.js';
import { notificationsApi } from './notifications.js';
import { registryApi } from './registry.js';
import { teamApi } from './team.js';
import { releasesApi } from './releases.js';
import { request, type RequestOptions, type Transport } from './request.js';
import { visitsApi } from './visits.js';

/** The one typed API client. Each endpoint group lives in its own file beside this one. */
export function createApiClient(transport: Transport) {
  return {
    request: <T>(path: string, options?: RequestOptions) => request<T>(transport, path, options),
    auth: authApi(transport),
    account: accountApi(transport),
    visits: visitsApi(transport),
    admin: adminApi(transport),
    adminReports: adminReportsApi(transport),
    lifecycle: lifecycleApi(transport),
    homeowner: homeownerApi(transport),
    messages: messagesApi(transport),
    registry: registryApi(transport),
    releases: releasesApi(transport),
    booking: bookingApi(transport),
    email: emailApi(transport),
    notifications: notificationsApi(transport),
    access: accessApi(transport),
    calendar: calendarApi(transport),
    team: teamApi(transport),
    dispatch: dispatchApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
