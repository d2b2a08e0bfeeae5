/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_homeowner exposes must be a component the shell can render with the contract's
 * props, and the list must be exactly EXPOSED_MODULES.mf_homeowner. A screen that starts requiring
 * another prop, or a module added or dropped on one side only, fails the build's typecheck.
 */
import type { ExposedModule, RemoteScreenProps } from '@housesit/shared-contracts';
import type { ComponentType } from 'react';
import type BillingScreen from './Billing';
import type DashboardScreen from './Dashboard';
import type MessagesScreen from './Messages';
import type NotificationsScreen from './Notifications';
import type PropertiesScreen from './Properties';
import type PurchaseScreen from './Purchase';
import type ReportsScreen from './Reports';
import type VisitsScreen from './Visits';

type Screen = ComponentType<RemoteScreenProps>;
/** `Actual` when it is assignable to `Expected`; `never` otherwise, which fails the check below. */
type Is<Actual, Expected> = Actual extends Expected ? Actual : never;
type Exposed = {
  './Billing': Is<typeof BillingScreen, Screen>;
  './Dashboard': Is<typeof DashboardScreen, Screen>;
  './Messages': Is<typeof MessagesScreen, Screen>;
  './Notifications': Is<typeof NotificationsScreen, Screen>;
  './Properties': Is<typeof PropertiesScreen, Screen>;
  './Purchase': Is<typeof PurchaseScreen, Screen>;
  './Reports': Is<typeof ReportsScreen, Screen>;
  './Visits': Is<typeof VisitsScreen, Screen>;
};
type NoNever<T> = { [K in keyof T]: [T[K]] extends [never] ? K : never }[keyof T];

/** Fails to compile when a module's props break the contract (names the module) ... */
export const propsMatchContract: [NoNever<Exposed>] extends [never] ? true : NoNever<Exposed> = true;
/** ... or when this list and EXPOSED_MODULES.mf_homeowner differ. */
export const modulesMatchContract: [Exclude<keyof Exposed, ExposedModule<'mf_homeowner'>> | Exclude<ExposedModule<'mf_homeowner'>, keyof Exposed>] extends [never]
  ? true
  : Exclude<keyof Exposed, ExposedModule<'mf_homeowner'>> | Exclude<ExposedModule<'mf_homeowner'>, keyof Exposed> = true;
