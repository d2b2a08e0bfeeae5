import type { RemoteName, RuntimeRegistry } from '../federation.js';
import type { ClientErrorReport, RegistryAction, RegistryAdminView } from '../schemas/releases.js';
import { request, type Transport } from './request.js';

export function registryApi(t: Transport) {
  return {
    /** `channels`: the visitor's opt-ins, e.g. { 'channel.mf_admin': 'staging' }. */
    get: (channels: Record<string, string> = {}) => request<RuntimeRegistry>(t, '/api/registry', { query: channels }),
    releases: () => request<RegistryAdminView>(t, '/api/registry/releases'),
    change: (remote: RemoteName, action: RegistryAction) =>
      request<RegistryAdminView>(t, `/api/registry/remotes/${remote}`, { method: 'POST', body: action }),
    reportClientError: (report: ClientErrorReport) => request<null>(t, '/api/registry/client-errors', { method: 'POST', body: report }),
  };
}
