import type { PlanId } from '@housesit/shared-contracts';
import { useSession } from '@housesit/shell/kit';
import styled from 'styled-components';
import { planDestination } from '../../../shared/planDestination';
import { PageContainer, PageSection, SectionIntro, SectionTitle } from '../../../shared/PageSection';
import { ORDERED_PLANS } from '../../../shared/planPrice';
import { PlanCard } from './PlanCard';

interface PricingSectionProps {
  selectedPlan: PlanId | null;
  onSelect: (plan: PlanId) => void;
  onGetStarted: (plan: PlanId) => void;
}

/** The three plans of the pricing module, side by side on a desktop and stacked on a phone. */
export function PricingSection({ selectedPlan, onSelect, onGetStarted }: PricingSectionProps) {
  const { user } = useSession();
  return (
    <PageSection id="pricing" aria-labelledby="pricing-title">
      <PageContainer>
        <SectionTitle id="pricing-title">Simple, transparent pricing</SectionTitle>
        <SectionIntro>
          Pay per visit, or set up recurring visits. Every visit includes a security check, mail pickup, basic plant care and a visit
          report.
        </SectionIntro>
        <Grid>
          {ORDERED_PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                selected={selectedPlan === plan.id}
                onSelect={() => onSelect(plan.id)}
                onGetStarted={() => onGetStarted(plan.id)}
                getStartedTo={planDestination(user, plan.id)}
              />
            </li>
          ))}
        </Grid>
      </PageContainer>
    </PageSection>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.breakpoints.lg} {
    grid-template-columns: repeat(3, 1fr);
    gap: 24px;
  }
`;
