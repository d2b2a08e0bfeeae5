/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_public exposes must be a component the shell can render with the contract's
 * props, and the list must be exactly EXPOSED_MODULES.mf_public. A screen that starts requiring
 * another prop, or a module added or dropped on one side only, fails the build's typecheck.
 */
import type { ExposedModule, PlanDialogProps, RemoteScreenProps } from '@housesit/shared-contracts';
import type { ComponentType } from 'react';
import type ConfirmationScreen from './Confirmation';
import type LandingScreen from './Landing';
import type PlanDialogScreen from './PlanDialog';
import type PrivacyScreen from './Privacy';
import type SupportScreen from './Support';
import type TermsScreen from './Terms';

type Screen = ComponentType<RemoteScreenProps>;
/** `Actual` when it is assignable to `Expected`; `never` otherwise, which fails the check below. */
type Is<Actual, Expected> = Actual extends Expected ? Actual : never;
type Exposed = {
  './Confirmation': Is<typeof ConfirmationScreen, Screen>;
  './Landing': Is<typeof LandingScreen, Screen>;
  './PlanDialog': Is<typeof PlanDialogScreen, ComponentType<PlanDialogProps>>;
  './Privacy': Is<typeof PrivacyScreen, Screen>;
  './Support': Is<typeof SupportScreen, Screen>;
  './Terms': Is<typeof TermsScreen, Screen>;
};
type NoNever<T> = { [K in keyof T]: [T[K]] extends [never] ? K : never }[keyof T];

/** Fails to compile when a module's props break the contract (names the module) ... */
export const propsMatchContract: [NoNever<Exposed>] extends [never] ? true : NoNever<Exposed> = true;
/** ... or when this list and EXPOSED_MODULES.mf_public differ. */
export const modulesMatchContract: [Exclude<keyof Exposed, ExposedModule<'mf_public'>> | Exclude<ExposedModule<'mf_public'>, keyof Exposed>] extends [never]
  ? true
  : Exclude<keyof Exposed, ExposedModule<'mf_public'>> | Exclude<ExposedModule<'mf_public'>, keyof Exposed> = true;
