import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { clientRoutesSource, type EndpointGroup } from './clientRoutes.js';
import * as access from './access.js';
import * as account from './account.js';
import * as admin from './admin.js';
import * as auth from './auth.js';
import * as booking from './booking.js';
import * as calendar from './calendar.js';
import * as dispatch from './dispatch.js';
import * as email from './email.js';
import * as homeowner from './homeowner.js';
import * as lifecycle from './lifecycle.js';
import * as notifications from './notifications.js';
import * as payouts from './payouts.js';
import * as ratings from './ratings.js';
import * as registry from './registry.js';
import * as server from './server.js';
import * as visits from './visits.js';
import { ENDPOINTS } from './index.js';

const MODULES = {
  access,
  account,
  admin,
  auth,
  booking,
  calendar,
  dispatch,
  email,
  homeowner,
  lifecycle,
  notifications,
  payouts,
  ratings,
  registry,
  server,
  visits,
};
const FILE = join(import.meta.dirname, '..', 'api', 'routes.generated.ts');

/** Every `…Endpoints` export of every group module. */
function groups(): EndpointGroup[] {
  return Object.entries(MODULES).flatMap(([module, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter(([name]) => name.endsWith('Endpoints'))
      .map(([exportName, definitions]) => ({ exportName, module, definitions: definitions as EndpointGroup['definitions'] })),
  );
}

async function expectedSource(): Promise<string> {
  const options = await resolveConfig(FILE);
  return format(clientRoutesSource(groups()), { ...options, filepath: FILE });
}

describe("the client's generated endpoint table", () => {
  it('covers every definition', () => {
    const listed = groups().flatMap((group) => Object.values(group.definitions).map((d) => `${d.method} ${d.path}`));
    expect(new Set(listed)).toEqual(new Set(Object.keys(ENDPOINTS)));
  });

  it('matches the definitions (npm run generate:client-routes -w @housesit/shared-contracts rewrites it)', async () => {
    // A file snapshot: `vitest -u` writes it; CI never writes one, so a stale table fails there.
    await expect(await expectedSource()).toMatchFileSnapshot(FILE);
  });
});
