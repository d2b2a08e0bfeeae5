/**
 * The props half of the shell/remote contract, checked by the typechecker (`npm test` runs it):
 * every module mf_sitter exposes renders with the contract's props, and the list is exactly
 * EXPOSED_MODULES.mf_sitter. A screen that starts requiring another prop, or a module added or
 * dropped on one side only, fails the typecheck with the module's name.
 */
import type { ExposesMatchContract } from '@housesit/shared-contracts';
import type Dashboard from './Dashboard';
import type Earnings from './Earnings';
import type Jobs from './Jobs';
import type Messages from './Messages';

export const exposesMatchContract: ExposesMatchContract<
  'mf_sitter',
  {
    './Dashboard': typeof Dashboard;
    './Earnings': typeof Earnings;
    './Jobs': typeof Jobs;
    './Messages': typeof Messages;
  }
> = true;
