import { Button, Card, Stack } from '@housesit/shell/kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Muted } from '@housesit/shell/kit/areas';
import {
  KeepFieldsRegistered,
  StepProgress,
  initialBookingValues,
  PAYMENT_DECLINED,
  PAYMENT_PARAM,
  readCheckoutDraft,
  stepProblem,
  valuesFromDraft,
  useServiceNow,
  type BookingValues,
} from '../../booking';
import { usePlanChoice } from '../hooks/usePlanChoice';
import {
  PURCHASE_STEP_CONCERNS,
  PURCHASE_STEP_COUNT,
  PURCHASE_STEP_TITLES,
  nextPurchaseStep,
  previousPurchaseStep,
} from '../model/purchaseSteps';
import { PurchaseStep } from './PurchaseStep';

const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

/** The purchase wizard; the plan also lives in `?plan=` so the plan dialog can preselect it. */
export function PurchaseWizard() {
  const { plan } = usePlanChoice();
  const [params] = useSearchParams();
  // The form is made once; later address changes come from the form itself. After a Decline the
  // booking the customer tried to pay comes back, at its summary, to pay again.
  const [start] = useState(() => {
    const blank = initialBookingValues(plan);
    const draft = params.get(PAYMENT_PARAM) === PAYMENT_DECLINED ? readCheckoutDraft('purchase') : null;
    return draft ? { values: valuesFromDraft(draft, blank), step: SUMMARY_STEP } : { values: blank, step: 1 };
  });
  return (
    <Form<BookingValues> initialValues={start.values} onSubmit={() => undefined} subscription={{}}>
      {() => (
        <>
          <KeepFieldsRegistered />
          <PurchaseSteps initialStep={start.step} />
        </>
      )}
    </Form>
  );
}

/** 'Order summary': where a declined payment returns. */
const SUMMARY_STEP = PURCHASE_STEP_TITLES.indexOf('Order summary') + 1;

function PurchaseSteps({ initialStep }: { initialStep: number }) {
  const problemId = useId();
  const titleId = useId();
  const now = useServiceNow();
  const { choose } = usePlanChoice();
  const [step, setStep] = useState(initialStep);
  const { values } = useFormState<BookingValues>({ subscription: { values: true } });
  const problem = stepProblem(values, 'purchase', now, PURCHASE_STEP_CONCERNS[step] ?? []);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <Stack gap={4}>
      <StepProgress step={step} of={PURCHASE_STEP_COUNT} />
      <Card>
        <Stack gap={4}>
          <StepTitle ref={heading} tabIndex={-1} id={titleId}>
            {PURCHASE_STEP_TITLES[step - 1]}
          </StepTitle>
          <PurchaseStep step={step} values={values} now={now} onPlanChosen={choose} titleId={titleId} />
        </Stack>
      </Card>
      {problem ? (
        <Muted id={problemId} role="status">
          {problem}
        </Muted>
      ) : null}
      <Nav>
        <Button variant="secondary" disabled={step === 1} onClick={() => go(previousPurchaseStep(step, values.plan))}>
          Previous
        </Button>
        {/* The last step pays from its panel's own button, as the dashboard wizard does: no second, disabled one. */}
        {step < PURCHASE_STEP_COUNT ? (
          <Button
            disabled={Boolean(problem)}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => go(nextPurchaseStep(step, values.plan))}
          >
            {step === PURCHASE_STEP_COUNT - 1 ? 'Proceed to Payment' : 'Continue'}
          </Button>
        ) : null}
      </Nav>
    </Stack>
  );
}
