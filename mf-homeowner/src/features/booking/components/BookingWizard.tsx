import { BOOK_LABEL, PLANS, type PlanId } from '@housesit/shared-contracts';
import { Button, Dialog, Stack } from '@housesit/shell/kit';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Form, useFormState } from 'react-final-form';
import { Muted } from '@housesit/shell/kit/areas';
import { useServiceNow } from '../hooks/useServiceNow';
import { initialBookingValues, type BookingValues } from '../model/bookingValues';
import { stepProblem } from '../model/stepRules';
import { WIZARD_STEP_CONCERNS, WIZARD_STEP_TITLES, wizardStepsFor } from '../model/wizardSteps';
import { KeepFieldsRegistered } from './KeepFieldsRegistered';
import { StepProgress } from './StepProgress';
import { WizardStep } from './WizardStep';

const StepTitle = styled.h3`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

const Problem = styled(Muted)`
  flex-basis: 100%;
`;

interface Props {
  open: boolean;
  /** The plan chosen in the plan dialog, preselected on step 1. */
  initialPlan: PlanId | null;
  onClose(): void;
}

/**
 * The dashboard's booking wizard (docs/product/customer.md §2). Closing unmounts the form, so every choice
 * is gone the next time it opens: once the customer has entered anything, Escape, × and the
 * backdrop ask first ('Discard this booking?'), so a stray key does not lose their work.
 */
export function BookingWizard({ open, initialPlan, onClose }: Props) {
  if (!open) return null;
  return <WizardForm initialPlan={initialPlan} onClose={onClose} />;
}

function WizardForm({ initialPlan, onClose }: Omit<Props, 'open'>) {
  // Made once per opening: new initial values would make final-form start over.
  const [initialValues] = useState(() => initialBookingValues(initialPlan));
  return (
    <Form<BookingValues> initialValues={initialValues} onSubmit={() => undefined} subscription={{}}>
      {() => (
        <>
          <KeepFieldsRegistered />
          <WizardDialog onClose={onClose} />
        </>
      )}
    </Form>
  );
}

function WizardDialog({ onClose }: { onClose(): void }) {
  const problemId = useId();
  const titleId = useId();
  const now = useServiceNow();
  const [index, setIndex] = useState(0);
  const { values, dirty } = useFormState<BookingValues>({ subscription: { values: true, dirty: true } });
  const [confirming, setConfirming] = useState(false);
  // Nothing entered yet (the plan chosen before opening is not the customer's typing): close at once.
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  const steps = wizardStepsFor(values.plan);
  const step = steps[Math.min(index, steps.length - 1)] ?? 'package';
  const last = index >= steps.length - 1;
  const problem = stepProblem(values, 'wizard', now, WIZARD_STEP_CONCERNS[step]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step is announced by moving focus to its title (on opening the dialog places focus).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  return (
    <>
      <Dialog
        open
        onClose={requestClose}
        size="lg"
        title={values.plan === 'recurring' ? PLANS.recurring.name : BOOK_LABEL}
        footer={
          <>
            {problem ? (
              <Problem id={problemId} role="status">
                {problem}
              </Problem>
            ) : null}
            <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
              Back
            </Button>
            {last ? null : (
              <Button disabled={Boolean(problem)} aria-describedby={problem ? problemId : undefined} onClick={() => go(index + 1)}>
                Continue
              </Button>
            )}
          </>
        }
      >
        <Stack gap={4}>
          <StepProgress step={index + 1} of={steps.length} />
          <StepTitle ref={heading} tabIndex={-1} id={titleId}>
            {WIZARD_STEP_TITLES[step]}
          </StepTitle>
          <WizardStep step={step} values={values} now={now} titleId={titleId} />
        </Stack>
      </Dialog>
      <DiscardDialog open={confirming} onKeep={() => setConfirming(false)} onDiscard={onClose} />
    </>
  );
}

/**
 * Asks before the wizard's choices are thrown away. A dialog of its own over the wizard: 'Keep
 * editing' has focus first (Enter keeps the work; so do Escape, × and the backdrop), and closing
 * it returns focus to where it was in the wizard.
 */
function DiscardDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep(): void; onDiscard(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      size="sm"
      title="Discard this booking?"
      description="The dates and details you entered will be lost."
      footer={
        <>
          <Button onClick={onKeep}>Keep editing</Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    />
  );
}
