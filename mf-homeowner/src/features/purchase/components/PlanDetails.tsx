import { PLANS, RECURRING_PLAN_DETAILS, formatCents, type PlanId } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.375rem;
  small {
    color: ${theme.colors.textMuted};
  }
`;

const Heading = styled.h3`
  margin: 0.5rem 0;
  font-size: 1rem;
`;

/** Step 2 of /purchase: what the plan includes; the recurring plan adds its four benefits. */
export function PlanDetails({ plan }: { plan: PlanId }) {
  const details = PLANS[plan];
  return (
    <section aria-label={`${details.name} details`}>
      <p>
        <strong>{details.name}</strong>
        {` — ${details.recurring ? 'Starting at ' : ''}${formatCents(details.priceCents)}/${details.priceUnit}. ${details.description}`}
      </p>
      <Heading>Included services</Heading>
      <List>
        {details.features
          .filter((feature) => feature.included)
          .map((feature) => (
            <li key={feature.title}>
              {feature.title} <small>{`— ${feature.description}`}</small>
            </li>
          ))}
      </List>
      {details.recurring ? (
        <>
          <Heading>Recurring plan benefits</Heading>
          <List>
            {RECURRING_PLAN_DETAILS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </>
      ) : null}
    </section>
  );
}
