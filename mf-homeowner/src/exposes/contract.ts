/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_homeowner exposes renders with the contract's props, and the list is exactly
 * EXPOSED_MODULES.mf_homeowner. A screen that starts requiring another prop, or a module added or
 * dropped on one side only, fails the typecheck with the module's name.
 */
import type { ExposesMatchContract } from '@housesit/shared-contracts';
import type Billing from './Billing';
import type Dashboard from './Dashboard';
import type Messages from './Messages';
import type Notifications from './Notifications';
import type Properties from './Properties';
import type Purchase from './Purchase';
import type Reports from './Reports';
import type Visits from './Visits';

export const exposesMatchContract: ExposesMatchContract<
  'mf_homeowner',
  {
    './Billing': typeof Billing;
    './Dashboard': typeof Dashboard;
    './Messages': typeof Messages;
    './Notifications': typeof Notifications;
    './Properties': typeof Properties;
    './Purchase': typeof Purchase;
    './Reports': typeof Reports;
    './Visits': typeof Visits;
  }
> = true;
