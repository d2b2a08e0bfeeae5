/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_admin exposes renders with the contract's props, and the list is exactly
 * EXPOSED_MODULES.mf_admin. A screen that starts requiring another prop, or a module added or
 * dropped on one side only, fails the typecheck with the module's name.
 */
import type { ExposesMatchContract } from '@housesit/shared-contracts';
import type Dashboard from './Dashboard';
import type Jobs from './Jobs';
import type Revenue from './Revenue';
import type Messages from './Messages';
import type Users from './Users';
import type Schedule from './Schedule';
import type Notifications from './Notifications';
import type Releases from './Releases';

export const exposesMatchContract: ExposesMatchContract<
  'mf_admin',
  {
    './Dashboard': typeof Dashboard;
    './Jobs': typeof Jobs;
    './Revenue': typeof Revenue;
    './Users': typeof Users;
    './Messages': typeof Messages;
    './Schedule': typeof Schedule;
    './Notifications': typeof Notifications;
    './Releases': typeof Releases;
  }
> = true;
