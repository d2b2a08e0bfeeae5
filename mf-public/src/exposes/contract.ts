/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_public exposes renders with the contract's props, and the list is exactly
 * EXPOSED_MODULES.mf_public. A screen that starts requiring another prop, or a module added or
 * dropped on one side only, fails the typecheck with the module's name.
 */
import type { ExposesMatchContract } from '@housesit/shared-contracts';
import type Confirmation from './Confirmation';
import type Landing from './Landing';
import type PlanDialog from './PlanDialog';
import type Privacy from './Privacy';
import type Support from './Support';
import type Terms from './Terms';

export const exposesMatchContract: ExposesMatchContract<
  'mf_public',
  {
    './Confirmation': typeof Confirmation;
    './Landing': typeof Landing;
    './PlanDialog': typeof PlanDialog;
    './Privacy': typeof Privacy;
    './Support': typeof Support;
    './Terms': typeof Terms;
  }
> = true;
