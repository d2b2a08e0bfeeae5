/**
 * The plans feature's public surface: the plan dialog. The landing page loads the component by a
 * dynamic import() (a code-split point) rather than through this index, so / does not carry it.
 */
export { PlanDialog } from './components/PlanDialog';
