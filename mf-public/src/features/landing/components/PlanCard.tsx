import type { Plan } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, VisuallyHidden, isPlainClick } from '@housesit/shell/kit';
import styled from 'styled-components';
import { planPriceText } from '../../../shared/planPrice';

interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  onSelect: () => void;
  onGetStarted: () => void;
  /** Where choosing this plan in the dialog leads (planDestination): 'Get Started' links there. */
  getStartedTo: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * One pricing tier: price, monthly and yearly values, features, and its two actions. 'Get Started'
 * opens the plan dialog; it is a link to where choosing the plan there leads, so that without
 * scripts (the server's HTML of /, decision 020) it still goes on.
 */
export function PlanCard({ plan, selected, onSelect, onGetStarted, getStartedTo }: PlanCardProps) {
  const price = planPriceText(plan);
  const titleId = `plan-${plan.id}-title`;
  return (
    <Tier as="article" aria-labelledby={titleId} $selected={selected} $popular={Boolean(plan.popular)}>
      <TierHead>
        <TierName id={titleId}>{plan.name}</TierName>
        {plan.tier.badge ? <Badge tone="info">{plan.tier.badge}</Badge> : null}
      </TierHead>
      <Price>
        <PriceAmount $long={!price.unit}>{price.amount}</PriceAmount>
        {price.unit ? <PriceUnit> {price.unit}</PriceUnit> : null}
      </Price>
      <Values>
        <div>
          <dt>Monthly</dt>
          <dd>{dollars.format(plan.tier.monthly)}</dd>
        </div>
        <div>
          <dt>Yearly</dt>
          <dd>{dollars.format(plan.tier.yearly)}</dd>
        </div>
      </Values>
      <Description>{plan.description}</Description>
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature.title} $included={feature.included}>
            <FeatureIcon included={feature.included} />
            <span>
              <VisuallyHidden>{feature.included ? 'Included: ' : 'Not included: '}</VisuallyHidden>
              <strong>{feature.title}</strong>
              <FeatureDescription>{feature.description}</FeatureDescription>
            </span>
          </Feature>
        ))}
      </Features>
      <TierActions>
        <Button type="button" variant={selected ? 'primary' : 'secondary'} aria-pressed={selected} onClick={onSelect} fullWidth>
          {selected ? 'Selected' : 'Select'}
          <VisuallyHidden> {plan.name}</VisuallyHidden>
        </Button>
        <ButtonLink
          to={getStartedTo}
          variant={plan.popular ? 'primary' : 'ghost'}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onGetStarted();
          }}
          fullWidth
        >
          Get Started<VisuallyHidden> with {plan.name}</VisuallyHidden>
        </ButtonLink>
      </TierActions>
    </Tier>
  );
}

function FeatureIcon({ included }: { included: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
      {included ? (
        <path d="m4 10.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

const Tier = styled(Card)<{ $selected: boolean; $popular: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  height: 100%;
  outline: ${({ theme, $selected }) => ($selected ? `3px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -1px;
  border-color: ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
`;

const TierHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const TierName = styled.h3`
  margin: 0;
  font-size: 1.25rem;
`;

const Price = styled.p`
  margin: 0;
`;

// The recurring plan's highlight is a phrase, not a number: a smaller size keeps it on two lines at most.
const PriceAmount = styled.span<{ $long: boolean }>`
  font-size: ${({ $long }) => ($long ? '1.5rem' : '2rem')};
  font-weight: 700;
  line-height: 1.2;
`;

const PriceUnit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Values = styled.dl`
  display: flex;
  gap: 24px;
  margin: 0;
  font-size: 0.875rem;

  div {
    display: flex;
    gap: 6px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Description = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Features = styled.ul`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Feature = styled.li<{ $included: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  color: ${({ theme, $included }) => ($included ? theme.colors.text : theme.colors.textMuted)};

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.textMuted)};
  }
`;

const FeatureDescription = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TierActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
