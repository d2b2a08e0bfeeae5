import { BOOKING_MESSAGES, MAX_DAYS_AHEAD, PURCHASE_MAX_DATES, type BookingFlow, type PlanId } from '@housesit/shared-contracts';
import { formatLongDate } from '@housesit/shell/kit';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Muted } from '../../../shared/layout';
import { dateWindow } from '../model/serviceToday';
import { TimeWindowChoice } from './TimeWindowChoice';
import { VisitCalendar } from './VisitCalendar';

const Wrapper = styled.div`
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

interface Props {
  flow: BookingFlow;
  plan: PlanId;
  today: string;
}

function describe(flow: BookingFlow, recurring: boolean) {
  if (recurring) {
    return {
      label: 'Select a start date',
      hint: flow === 'wizard' ? BOOKING_MESSAGES.recurringAdvanceNotice : `Up to ${MAX_DAYS_AHEAD} days ahead.`,
    };
  }
  if (flow === 'purchase') return { label: 'Select Visit Dates (1-2 days)', hint: `Up to ${MAX_DAYS_AHEAD} days ahead.` };
  return { label: 'Select visit dates', hint: `${BOOKING_MESSAGES.advanceNotice}. Each date is one visit.` };
}

/**
 * The dates of a booking: a multi-date calendar (the purchase flow keeps at most 2), or the one
 * start date of a recurring plan, and the booking's time window. Both wizards use it.
 */
export function DatesField({ flow, plan, today }: Props) {
  const labelId = useId();
  const hintId = useId();
  // react-final-form gives '' for a value not set yet (its default format).
  const { input } = useField<string[] | ''>('dates', { subscription: { value: true } });
  const recurring = plan === 'recurring';
  const { label, hint } = describe(flow, recurring);
  const { earliest, latest } = dateWindow(flow, today);
  const dates = input.value || [];
  return (
    <Wrapper>
      <h3 id={labelId}>{label}</h3>
      <Muted id={hintId}>{hint}</Muted>
      <VisitCalendar
        labelledBy={labelId}
        describedBy={hintId}
        selected={dates}
        onChange={(next) => input.onChange(next)}
        earliest={earliest}
        latest={latest}
        mode={recurring ? 'single' : 'multiple'}
        max={flow === 'purchase' ? PURCHASE_MAX_DATES : undefined}
        today={today}
      />
      <div aria-live="polite">
        {dates.length > 0 ? (
          <>
            <strong>{recurring ? 'Starts on' : `${dates.length} ${dates.length === 1 ? 'visit' : 'visits'}:`}</strong>
            <ul>
              {dates.map((date) => (
                <li key={date}>{formatLongDate(date)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <TimeWindowChoice />
    </Wrapper>
  );
}
