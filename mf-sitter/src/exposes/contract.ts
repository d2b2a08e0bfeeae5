/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_sitter exposes must be a component the shell can render with the contract's
 * props, and the list must be exactly EXPOSED_MODULES.mf_sitter. A screen that starts requiring
 * another prop, or a module added or dropped on one side only, fails the build's typecheck.
 */
import type { ExposedModule, RemoteScreenProps } from '@housesit/shared-contracts';
import type { ComponentType } from 'react';
import type DashboardScreen from './Dashboard';
import type EarningsScreen from './Earnings';
import type JobsScreen from './Jobs';

type Screen = ComponentType<RemoteScreenProps>;
/** `Actual` when it is assignable to `Expected`; `never` otherwise, which fails the check below. */
type Is<Actual, Expected> = Actual extends Expected ? Actual : never;
type Exposed = {
  './Dashboard': Is<typeof DashboardScreen, Screen>;
  './Earnings': Is<typeof EarningsScreen, Screen>;
  './Jobs': Is<typeof JobsScreen, Screen>;
};
type NoNever<T> = { [K in keyof T]: [T[K]] extends [never] ? K : never }[keyof T];

/** Fails to compile when a module's props break the contract (names the module) ... */
export const propsMatchContract: [NoNever<Exposed>] extends [never] ? true : NoNever<Exposed> = true;
/** ... or when this list and EXPOSED_MODULES.mf_sitter differ. */
export const modulesMatchContract: [Exclude<keyof Exposed, ExposedModule<'mf_sitter'>> | Exclude<ExposedModule<'mf_sitter'>, keyof Exposed>] extends [never]
  ? true
  : Exclude<keyof Exposed, ExposedModule<'mf_sitter'>> | Exclude<ExposedModule<'mf_sitter'>, keyof Exposed> = true;
