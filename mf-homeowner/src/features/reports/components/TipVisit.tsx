import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  TIP_MAX_DOLLARS,
  TIP_MIN_DOLLARS,
  TIP_PRESET_DOLLARS,
  TOASTS,
  formatCents,
  tipAmountProblem,
  type VisitTip,
} from '@housesit/shared-contracts';
import { Button, Field, Input, theme, useToast } from '@housesit/shell/kit';
import { ChoiceGroup, Muted, problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { goToExternal } from '../../../shared/externalNavigation';
import { useVisitTip } from '../api/useVisitTip';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  border-top: 1px solid ${theme.colors.border};
  padding-top: 1rem;
  margin-top: 1rem;
`;
const Amounts = styled(ChoiceGroup)`
  grid-template-columns: repeat(${TIP_PRESET_DOLLARS.length + 1}, minmax(0, 1fr));
  gap: 0.5rem;
  label {
    justify-content: center;
    padding: 0.5rem;
  }
`;

const OTHER = 'other';
const tipReceiptHref = (tipId: number) => `/api/tips/${tipId}/receipt.pdf`;

/**
 * After a completed visit the customer may tip its sitter: a preset or a whole-dollar amount
 * within the tip rules, paid on the provider's page like a booking. Once paid, the tip and its
 * receipt show instead (one tip per visit).
 */
export function TipVisit({ visitId }: { visitId: number }) {
  const { data } = useVisitTip(visitId);
  if (!data) return null;
  return data.tip?.status === 'completed' ? <PaidTip tip={data.tip} /> : <TipForm visitId={visitId} />;
}

function PaidTip({ tip }: { tip: VisitTip }) {
  return (
    <Form as="section" aria-label="Your tip">
      <p>{`You tipped ${formatCents(tip.amountCents)}. Thank you! It goes to your sitter.`}</p>
      <div>
        <a href={tipReceiptHref(tip.id)} target="_blank" rel="noopener">
          Download tip receipt (PDF)
        </a>
      </div>
    </Form>
  );
}

function TipForm({ visitId }: { visitId: number }) {
  const run = useApiAction();
  const { toast } = useToast();
  const [choice, setChoice] = useState<string>(String(TIP_PRESET_DOLLARS[1]));
  const [custom, setCustom] = useState('');
  const [sending, setSending] = useState(false);
  const groupName = useId();
  const customId = useId();

  const dollars = choice === OTHER ? Number(custom) : Number(choice);
  const amountCents = Math.round(dollars * 100);
  const problem = choice === OTHER && custom.trim() === '' ? null : tipAmountProblem(amountCents);
  const ready = !(choice === OTHER && custom.trim() === '') && problem === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    const outcome = await run((api) => api.team.tipVisit(visitId, { amountCents }));
    if (outcome.kind === 'ok') {
      toast(TOASTS.redirectingToPayment);
      goToExternal(outcome.data.url);
      return;
    }
    setSending(false);
    toast(problemToast(outcome, { title: 'Could not add your tip' }));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Tip your sitter">
      <Amounts>
        <legend>Add a tip for your sitter</legend>
        {TIP_PRESET_DOLLARS.map((preset) => (
          <label key={preset}>
            <input
              type="radio"
              name={groupName}
              value={preset}
              checked={choice === String(preset)}
              onChange={() => setChoice(String(preset))}
            />
            <span>{formatCents(preset * 100)}</span>
          </label>
        ))}
        <label>
          <input type="radio" name={groupName} value={OTHER} checked={choice === OTHER} onChange={() => setChoice(OTHER)} />
          <span>Other</span>
        </label>
      </Amounts>
      {choice === OTHER ? (
        <Field
          label="Tip amount (dollars)"
          htmlFor={customId}
          hint={`Whole dollars, $${TIP_MIN_DOLLARS} to $${TIP_MAX_DOLLARS}.`}
          error={problem ?? undefined}
        >
          <Input
            id={customId}
            type="number"
            inputMode="numeric"
            min={TIP_MIN_DOLLARS}
            max={TIP_MAX_DOLLARS}
            step={1}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
          />
        </Field>
      ) : null}
      <Muted>Paid on the payment provider&apos;s secure page, like a booking. It all goes to your sitter.</Muted>
      <div>
        <Button type="submit" disabled={!ready || sending} aria-busy={sending || undefined}>
          {ready ? `Add a ${formatCents(amountCents)} tip` : 'Add a tip'}
        </Button>
      </div>
    </Form>
  );
}
