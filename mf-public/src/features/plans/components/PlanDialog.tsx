import type { PlanDialogProps, PlanId } from '@housesit/shared-contracts';
import { Badge, Button, Dialog, VisuallyHidden, useSession } from '@housesit/shell/kit';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { planDestination } from '../../../shared/planDestination';
import { ORDERED_PLANS, planPriceText } from '../../../shared/planPrice';

interface Props extends PlanDialogProps {
  /** The plan the visitor picked on the pricing section, marked in the list. */
  suggestedPlan?: PlanId | null;
}

/**
 * Plan selection, opened by 'Get Started' on the landing page and by the shell's 'Book Housesit'
 * action. Choosing a plan closes the dialog and moves on to booking (see planDestination).
 */
export function PlanDialog({ open, onClose, suggestedPlan = null }: Props) {
  const { user, status } = useSession();
  const navigate = useNavigate();

  function choose(plan: PlanId) {
    onClose();
    // Under the shell's BrowserRouter navigate() returns nothing; only data routers return a promise.
    void navigate(planDestination(user, plan));
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Choose your plan"
      description="Pick the kind of visit you need. You choose dates and details next."
      size="lg"
    >
      <Options>
        {ORDERED_PLANS.map((plan) => {
          const price = planPriceText(plan);
          return (
            <Option key={plan.id} $suggested={plan.id === suggestedPlan}>
              <OptionText>
                <OptionName>
                  {plan.name}
                  {plan.tier.badge ? <Badge tone="info">{plan.tier.badge}</Badge> : null}
                  {plan.id === suggestedPlan ? <Badge tone="info">Selected</Badge> : null}
                </OptionName>
                <OptionPrice>
                  {price.amount} {price.unit}
                </OptionPrice>
                <OptionDescription>{plan.description}</OptionDescription>
              </OptionText>
              <Button
                type="button"
                variant={plan.id === suggestedPlan ? 'primary' : 'secondary'}
                disabled={status === 'loading'}
                onClick={() => choose(plan.id)}
              >
                Choose<VisuallyHidden> {plan.name}</VisuallyHidden>
              </Button>
            </Option>
          );
        })}
      </Options>
    </Dialog>
  );
}

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $suggested: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border: ${({ $suggested }) => ($suggested ? '2px' : '1px')} solid
    ${({ theme, $suggested }) => ($suggested ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const OptionText = styled.div`
  flex: 1 1 220px;
  min-width: 0;
`;

const OptionName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-weight: 600;
`;

const OptionPrice = styled.p`
  margin: 4px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const OptionDescription = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
