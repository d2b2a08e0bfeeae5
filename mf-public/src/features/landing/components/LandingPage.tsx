import type { PlanId } from '@housesit/shared-contracts';
import { useEffect, useState } from 'react';
import { ServerPartCopy, usePrerendering } from '@housesit/shell/kit';
import { SiteFooter } from '../../footer';
import { PageContainer } from '../../../shared/PageSection';
import { DeferredFaqSection, DeferredPlanDialog, FAQ_PART, preloadDeferredParts } from './deferredParts';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';

/** Route /: hero, pricing, FAQ and footer (docs/product/customer.md §2). */
export function LandingPage() {
  const [selectedPlan, setSelectedPlan] = useState<PlanId | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The dialog is mounted from its first opening on (it keeps focus handling and state after).
  const [dialogUsed, setDialogUsed] = useState(false);
  // The FAQ is mounted, and so starts downloading, only once the first render is on screen.
  // The release build's HTML (decision 020) has the whole page, FAQ included, and until the FAQ's
  // code arrives the app shows the server's HTML of it (kit ServerPart), so nothing moves.
  const [firstRenderDone, setFirstRenderDone] = useState(false);
  const prerendering = usePrerendering();

  useEffect(() => {
    setFirstRenderDone(true);
    preloadDeferredParts();
  }, []);

  function openDialog() {
    setDialogUsed(true);
    setDialogOpen(true);
  }

  return (
    <>
      <Hero onSchedule={openDialog} />
      <PricingSection
        selectedPlan={selectedPlan}
        onSelect={(plan) => setSelectedPlan((current) => (current === plan ? null : plan))}
        onGetStarted={(plan) => {
          setSelectedPlan(plan);
          openDialog();
        }}
      />
      <PageContainer>{firstRenderDone || prerendering ? <DeferredFaqSection /> : <ServerPartCopy id={FAQ_PART} />}</PageContainer>
      <SiteFooter />
      {dialogUsed ? <DeferredPlanDialog open={dialogOpen} onClose={() => setDialogOpen(false)} suggestedPlan={selectedPlan} /> : null}
    </>
  );
}
