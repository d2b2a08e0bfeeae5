import type { RemoteName } from '../federation.js';
import type { ClientErrorReport, RegistryAction } from '../schemas/releases.js';
import { registryRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

export function registryApi(t: Transport) {
  return {
    /** `channels`: the visitor's opt-ins, e.g. { 'channel.mf_admin': 'staging' }. */
    get: (channels: Record<string, string> = {}) => call(t, e.get, { query: channels }),
    releases: () => call(t, e.releases, {}),
    change: (remote: RemoteName, action: RegistryAction) => call(t, e.change, { params: { remote }, body: action }),
    reportClientError: (report: ClientErrorReport) => call(t, e.reportClientError, { body: report }),
  };
}
