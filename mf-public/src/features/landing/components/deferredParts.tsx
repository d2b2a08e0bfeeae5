import type { PlanId } from '@housesit/shared-contracts';
import { Dialog, ServerPart, Spinner } from '@housesit/shell/kit';
import { lazy, Suspense } from 'react';

/**
 * Parts of / that are not needed for its first render, kept out of the Landing chunk so the
 * critical path stays small (the critical-path budget, decision 009): the FAQ (below the fold) and the plan dialog
 * (opened by a click). Both are fetched once the first render is done (LandingPage).
 */
const loadFaq = () => import('../../faq/components/FaqSection');
const loadPlanDialog = () => import('../../plans/components/PlanDialog');

const FaqSection = lazy(() => loadFaq().then((module) => ({ default: module.FaqSection })));
const PlanDialog = lazy(() => loadPlanDialog().then((module) => ({ default: module.PlanDialog })));

/** Starts both downloads; called once the landing page has rendered. */
export function preloadDeferredParts() {
  void loadFaq();
  void loadPlanDialog();
}

/** The FAQ's part of the server's HTML of / (kit ServerPart). */
export const FAQ_PART = 'faq';

/** The FAQ; while it loads, the server's HTML of it (or nothing, after a navigation inside the app). */
export function DeferredFaqSection() {
  return (
    <ServerPart id={FAQ_PART}>
      <FaqSection />
    </ServerPart>
  );
}

interface DeferredPlanDialogProps {
  open: boolean;
  onClose: () => void;
  suggestedPlan: PlanId | null;
}

/** The plan dialog; a click before its code has arrived shows the dialog with a spinner. */
export function DeferredPlanDialog({ open, onClose, suggestedPlan }: DeferredPlanDialogProps) {
  return (
    <Suspense
      fallback={
        <Dialog open={open} onClose={onClose} title="Choose your plan">
          <Spinner label="Loading plans..." />
        </Dialog>
      }
    >
      <PlanDialog open={open} onClose={onClose} suggestedPlan={suggestedPlan} />
    </Suspense>
  );
}
