import { CADENCE_LABELS, CADENCES, formatCents, type ActionProblem, type Cadence, type Subscription } from '@housesit/shared-contracts';
import { Badge, Button, Card, formatDate, Stack, type BadgeTone } from '@housesit/shell/kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Facts, Muted } from '@housesit/shell/kit/areas';
import { usePlanActions } from '../api/useSubscriptions';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
  }
`;

/** 'Weekly' / 'Bi-weekly' as a title. */
const cadenceTitle = (cadence: Cadence) => CADENCE_LABELS[cadence].charAt(0).toUpperCase() + CADENCE_LABELS[cadence].slice(1);

/** The plan's state in the customer's words. */
function statusOf(plan: Subscription): { label: string; tone: BadgeTone } {
  if (plan.status === 'canceled') return { label: 'Cancelled', tone: 'neutral' };
  if (plan.status === 'past_due') return { label: 'Payment declined', tone: 'danger' };
  if (plan.cancelAtPeriodEnd) return { label: `Ends ${formatDate(plan.currentPeriodEnd)}`, tone: 'warning' };
  return { label: 'Active', tone: 'success' };
}

type Step = 'idle' | 'cadence' | 'cancel';

/**
 * A declined renewal: the server's reason, and who tries again. The sandbox's customer pays the
 * period again on its test checkout; Polar retries the card itself, so there is nothing to press.
 */
function PastDue({ plan, pending, onPayAgain }: { plan: Subscription; pending: boolean; onPayAgain: () => void }) {
  return (
    <Stack gap={2}>
      <Muted role="status">
        {`Your last renewal was declined, so no visits were scheduled for the new period. ${plan.pastDueReason ?? ''}`.trim()}
      </Muted>
      {plan.retryBy === 'customer' ? (
        <div>
          <Button onClick={onPayAgain} disabled={pending}>
            {pending ? 'Opening checkout...' : 'Pay again'}
          </Button>
        </div>
      ) : null}
      {plan.retryBy === 'provider' ? (
        <Muted>Polar will retry the payment automatically. The period’s visits are scheduled as soon as it is paid.</Muted>
      ) : null}
    </Stack>
  );
}

/**
 * The recurring plan (decision 015): cadence, status, the next visits and the next charge, with
 * 'Change cadence' (from the next period) and 'Cancel plan' (asks first, saying until when it
 * runs); a cancelled plan still running offers 'Resume plan' until its period ends; past due, the reason and 'Pay again' (sandbox) or Polar's own retry. A refusal shows the
 * server's reason.
 */
export function PlanCard({ plan }: { plan: Subscription }) {
  const { changeCadence, cancelPlan, resumePlan, payAgain, pending } = usePlanActions();
  const [step, setStep] = useState<Step>('idle');
  const [cadence, setCadence] = useState<Cadence>(plan.pendingCadence ?? plan.cadence);
  const [problem, setProblem] = useState<string | null>(null);
  const status = statusOf(plan);
  const changeable = plan.status !== 'canceled' && !plan.cancelAtPeriodEnd;
  // Cancelled but still in its period: the customer may change their mind until it ends.
  const resumable = plan.status !== 'canceled' && plan.cancelAtPeriodEnd;
  const titleId = `plan-${plan.id}-title`;

  const after = (outcome: { kind: 'ok' } | ActionProblem) => {
    if (outcome.kind === 'ok') {
      setStep('idle');
      setProblem(null);
    } else setProblem(outcome.message ?? 'The plan could not be changed. Please try again.');
  };

  return (
    <Card as="article" aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{`Recurring Visit · ${cadenceTitle(plan.cadence)}`}</h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </Head>
      <Facts>
        <dt>Next charge</dt>
        <dd>
          {plan.nextChargeDate && plan.nextChargeCents !== null
            ? `${formatDate(plan.nextChargeDate)} · ${formatCents(plan.nextChargeCents)}`
            : 'None'}
        </dd>
        {plan.pendingCadence ? (
          <>
            <dt>From the next period</dt>
            <dd>{cadenceTitle(plan.pendingCadence)}</dd>
          </>
        ) : null}
        <dt>Current period</dt>
        <dd>{`${formatDate(plan.currentPeriodStart)} to ${formatDate(plan.currentPeriodEnd)}`}</dd>
        <dt>Next visits</dt>
        <dd>
          {plan.nextVisits.length === 0 ? (
            'None scheduled'
          ) : (
            <ul aria-label="Next visits">
              {plan.nextVisits.map((visit) => (
                <li key={visit.id}>{formatDate(visit.date)}</li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Property</dt>
        <dd>{plan.propertyAddress}</dd>
      </Facts>
      {plan.status === 'past_due' ? <PastDue plan={plan} pending={pending} onPayAgain={() => void payAgain(plan.id).then(after)} /> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {resumable ? (
        <Stack gap={2}>
          <Muted>{`Changed your mind? Resume before ${formatDate(plan.currentPeriodEnd)} and the plan renews as before.`}</Muted>
          <div>
            <Button onClick={() => void resumePlan(plan.id).then(after)} disabled={pending}>
              {pending ? 'Resuming...' : 'Resume plan'}
            </Button>
          </div>
        </Stack>
      ) : null}
      {changeable && step === 'idle' ? (
        <Stack direction="row" gap={2} wrap>
          <Button variant="secondary" onClick={() => setStep('cadence')}>
            Change cadence
          </Button>
          <Button variant="danger" onClick={() => setStep('cancel')}>
            Cancel plan
          </Button>
        </Stack>
      ) : null}
      {changeable && step === 'cadence' ? (
        <Stack gap={2}>
          <Choices>
            <legend>Cadence from the next period</legend>
            {CADENCES.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={`plan-${plan.id}-cadence`}
                  value={option}
                  checked={cadence === option}
                  onChange={() => setCadence(option)}
                />
                {cadenceTitle(option)}
              </label>
            ))}
          </Choices>
          <Muted>{`This period keeps its visits; the new cadence starts on ${formatDate(plan.currentPeriodEnd)}.`}</Muted>
          <Stack direction="row" gap={2} wrap>
            <Button onClick={() => void changeCadence(plan.id, cadence).then(after)} disabled={pending}>
              {pending ? 'Saving...' : 'Save cadence'}
            </Button>
            <Button variant="secondary" onClick={() => setStep('idle')} disabled={pending}>
              Back
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {changeable && step === 'cancel' ? (
        <Stack gap={2} role="group" aria-label="Cancel plan">
          <p>
            <strong>{`Your plan runs until ${formatDate(plan.currentPeriodEnd)}.`}</strong> Visits already scheduled stay; nothing more is
            charged or scheduled after that.
          </p>
          <Stack direction="row" gap={2} wrap>
            <Button variant="danger" onClick={() => void cancelPlan(plan.id).then(after)} disabled={pending}>
              {pending ? 'Cancelling...' : 'Confirm cancel'}
            </Button>
            <Button variant="secondary" onClick={() => setStep('idle')} disabled={pending}>
              Keep plan
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Card>
  );
}
