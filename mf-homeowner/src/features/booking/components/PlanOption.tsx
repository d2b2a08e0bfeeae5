import { RECURRING_MONTHLY_CENTS, formatCents, type Plan, type PlanId } from '@housesit/shared-contracts';
import { Badge, VisuallyHidden, theme } from '@housesit/shell/kit';
import styled from 'styled-components';

/** The whole card is the label of a native radio button: arrow keys and screen readers work. */
const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${({ $checked }) => ($checked ? theme.colors.surfaceMuted : theme.colors.surface)};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /* The radio covers the card, invisible: a click anywhere on the card lands on it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Head = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 600;
  font-size: 1.0625rem;
`;

const Price = styled.span`
  font-size: 1.5rem;
  font-weight: 700;

  small {
    font-size: 0.875rem;
    font-weight: 400;
  }
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.9375rem;

  li[data-included='false'] {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

interface Props {
  plan: Plan;
  name: string;
  checked: boolean;
  onChoose(id: PlanId): void;
}

/**
 * The recurring plan is billed monthly (bi-weekly from $135/month): each calendar month costs the
 * same whether it holds 2 or 3 bi-weekly visits (4 or 5 weekly), so the card names no per-visit
 * price; it says how the plan is charged.
 */
const RECURRING_BILLING = 'billed monthly, renews automatically';

export function PlanOption({ plan, name, checked, onChoose }: Props) {
  return (
    <Option $checked={checked}>
      <input type="radio" name={name} value={plan.id} checked={checked} onChange={() => onChoose(plan.id)} />
      <Head>
        <span>{plan.name}</span>
        {plan.popular && <Badge tone="info">Popular</Badge>}
      </Head>
      <Price>
        {plan.recurring ? 'Starting at ' : ''}
        {formatCents(plan.priceCents)}
        <small>/{plan.priceUnit}</small>
      </Price>
      {plan.recurring && <span>{`Weekly ${formatCents(RECURRING_MONTHLY_CENTS.extended_weekly)}/month; ${RECURRING_BILLING}`}</span>}
      <span>{plan.description}</span>
      <Features>
        {plan.features.map((feature) => (
          <li key={feature.title} data-included={feature.included}>
            {feature.title}
            {!feature.included && <VisuallyHidden> (not included)</VisuallyHidden>}
          </li>
        ))}
      </Features>
    </Option>
  );
}
