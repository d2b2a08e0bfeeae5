import type { RemoteName } from '../federation.js';
import type { CreateDeployToken } from '../schemas/deployTokens.js';
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
    deployTokens: () => call(t, e.deployTokens, {}),
    createDeployToken: (token: CreateDeployToken) => call(t, e.createDeployToken, { body: token }),
    revokeDeployToken: (id: number) => call(t, e.revokeDeployToken, { params: { id } }),
  };
}
