import { formatCents, type Plan, type PlanId } from '@housesit/shared-contracts';
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

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
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
  checked: boolean;
  onChoose(id: PlanId): void;
}

export function PlanOption({ plan, checked, onChoose }: Props) {
  return (
    <Option $checked={checked}>
      <input type="radio" name="plan" value={plan.id} checked={checked} onChange={() => onChoose(plan.id)} />
      <Head>
        <span>{plan.name}</span>
        {plan.popular && <Badge tone="info">Popular</Badge>}
      </Head>
      <Price>
        {plan.recurring ? 'Starting at ' : ''}
        {formatCents(plan.priceCents)}
        <small>/{plan.priceUnit}</small>
      </Price>
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
