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
`;

interface Props {
  plan: PlanId | undefined;
  onChoose(id: PlanId): void;
  /** The step title's id: it names the group, so 'Choose your package' is written once. */
  labelledBy: string;
}

/** Step 1 of both wizards: the three packages as one radio group. */
export function PlanChoice({ plan, onChoose, labelledBy }: Props) {
  const name = useId();
  return (
    <Options aria-labelledby={labelledBy}>
      {PLAN_IDS.map((id) => (
        <PlanOption key={id} plan={PLANS[id]} name={name} checked={plan === id} onChoose={onChoose} />
      ))}
    </Options>
  );
}
