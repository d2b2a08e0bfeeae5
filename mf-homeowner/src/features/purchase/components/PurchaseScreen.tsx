import { BOOK_LABEL, PLANS, PLAN_IDS } from '@housesit/shared-contracts';
import { ButtonLink, Card, EmptyState, PageHeader, Spinner, useSession } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Muted, Page } from '../../../shared/layout';
import { usePlanChoice } from '../hooks/usePlanChoice';
import { PlanOption } from './PlanOption';
import { StepProgress } from './StepProgress';

/** The purchase wizard has 6 steps (customer.md §2); this screen is its first one for now. */
const PURCHASE_STEPS = 6;

const Options = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));

  legend {
    font-weight: 600;
    margin-bottom: 0.75rem;
    padding: 0;
  }
`;

/**
 * /purchase: step 1 (choose a package). The later steps (dates, address, payment) arrive with
 * the booking issue; until then the screen says so instead of offering a button that goes
 * nowhere.
 */
export function PurchaseScreen() {
  const { status } = useSession();
  const { plan, choose } = usePlanChoice();

  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status === 'unauthenticated') {
    return (
      <Page>
        <PageHeader title={BOOK_LABEL} />
        <EmptyState
          title="Please log in to continue with your purchase."
          action={<ButtonLink to="/login">Log in</ButtonLink>}
        />
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={BOOK_LABEL} subtitle="Pick the kind of visit that fits your home." />
      <StepProgress step={1} of={PURCHASE_STEPS} />
      <Options>
        <legend>Choose your package</legend>
        {PLAN_IDS.map((id) => (
          <PlanOption key={id} plan={PLANS[id]} checked={plan === id} onChoose={choose} />
        ))}
      </Options>
      {plan && (
        <Card role="status">
          <strong>{`${PLANS[plan].name} selected.`}</strong>
          <Muted>
            Online booking opens soon: you will pick your dates, give your address and pay here. Your choice is kept
            in this page&apos;s address, so you can come back to it.
          </Muted>
        </Card>
      )}
    </Page>
  );
}
