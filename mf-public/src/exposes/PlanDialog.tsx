import type { PlanDialogProps } from '@housesit/shared-contracts';
import { PlanDialog } from '../features/plans';

/** mf_public/PlanDialog: the shell opens it from the homeowner bar's 'Book Housesit' action. */
export default function ExposedPlanDialog({ open, onClose }: PlanDialogProps) {
  return <PlanDialog open={open} onClose={onClose} />;
}
