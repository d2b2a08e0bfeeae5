import type { PlanId } from '@housesit/shared-contracts';
import { useState } from 'react';
import { FaqSection } from '../../faq/components/FaqSection';
import { SiteFooter } from '../../footer/components/SiteFooter';
import { PlanDialog } from '../../plans/components/PlanDialog';
import { PageContainer } from '../../../layout/PageSection';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';

/** Route /: hero, pricing, FAQ and footer (customer.md §2). */
export function LandingPage() {
  const [selectedPlan, setSelectedPlan] = useState<PlanId | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <Hero onSchedule={() => setDialogOpen(true)} />
      <PricingSection
        selectedPlan={selectedPlan}
        onSelect={(plan) => setSelectedPlan((current) => (current === plan ? null : plan))}
        onGetStarted={(plan) => {
          setSelectedPlan(plan);
          setDialogOpen(true);
        }}
      />
      <PageContainer>
        <FaqSection />
      </PageContainer>
      <SiteFooter />
      <PlanDialog open={dialogOpen} onClose={() => setDialogOpen(false)} suggestedPlan={selectedPlan} />
    </>
  );
}
