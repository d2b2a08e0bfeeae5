/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_admin exposes must be a component the shell can render with the contract's
 * props, and the list must be exactly EXPOSED_MODULES.mf_admin. A screen that starts requiring
 * another prop, or a module added or dropped on one side only, fails the build's typecheck.
 */
import type { ExposedModule, RemoteScreenProps } from '@housesit/shared-contracts';
import type { ComponentType } from 'react';
import type DashboardScreen from './Dashboard';
import type JobsScreen from './Jobs';
import type RevenueScreen from './Revenue';
import type UsersScreen from './Users';

type Screen = ComponentType<RemoteScreenProps>;
/** `Actual` when it is assignable to `Expected`; `never` otherwise, which fails the check below. */
type Is<Actual, Expected> = Actual extends Expected ? Actual : never;
type Exposed = {
  './Dashboard': Is<typeof DashboardScreen, Screen>;
  './Jobs': Is<typeof JobsScreen, Screen>;
  './Revenue': Is<typeof RevenueScreen, Screen>;
  './Users': Is<typeof UsersScreen, Screen>;
};
type NoNever<T> = { [K in keyof T]: [T[K]] extends [never] ? K : never }[keyof T];

/** Fails to compile when a module's props break the contract (names the module) ... */
export const propsMatchContract: [NoNever<Exposed>] extends [never] ? true : NoNever<Exposed> = true;
/** ... or when this list and EXPOSED_MODULES.mf_admin differ. */
export const modulesMatchContract: [Exclude<keyof Exposed, ExposedModule<'mf_admin'>> | Exclude<ExposedModule<'mf_admin'>, keyof Exposed>] extends [never]
  ? true
  : Exclude<keyof Exposed, ExposedModule<'mf_admin'>> | Exclude<ExposedModule<'mf_admin'>, keyof Exposed> = true;
