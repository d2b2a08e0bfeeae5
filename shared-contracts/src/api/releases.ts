import type { PageLoadReport } from '../schemas/releases.js';
import { registryRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** Release health (decision 007): the shell's page-load beacon and the admins' counts. */
export function releasesApi(t: Transport) {
  return {
    reportLoads: (report: PageLoadReport) => call(t, e.reportPageLoads, { body: report }),
    health: () => call(t, e.health, {}),
  };
}
