import { PLANS, PLAN_IDS, type PlanId } from '@housesit/shared-contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { PlanOption } from './PlanOption';

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));

  legend {
    font-weight: 600;
    margin-bottom: 0.75rem;
    padding: 0;
  }
`;

interface Props {
  plan: PlanId | undefined;
  onChoose(id: PlanId): void;
}

/** Step 1 of both wizards: the three packages as one radio group. */
export function PlanChoice({ plan, onChoose }: Props) {
  const name = useId();
  return (
    <Options>
      <legend>Choose your package</legend>
      {PLAN_IDS.map((id) => (
        <PlanOption key={id} plan={PLANS[id]} name={name} checked={plan === id} onChoose={onChoose} />
      ))}
    </Options>
  );
}
