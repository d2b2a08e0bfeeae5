import {
  BOOKING_NOTICE_MESSAGES,
  LAST_MINUTE_DAYS,
  LAST_MINUTE_FEE_CENTS,
  MAX_DAYS_AHEAD,
  bookableWindows,
  bookingDateRange,
  formatCents,
  serviceDayKey,
  type BookingFlow,
  type PlanId,
  type TimeWindow,
} from '@housesit/shared-contracts';
import { formatLongDate } from '@housesit/shell/kit';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { Muted } from '@housesit/shell/kit/areas';
import { TimeWindowChoice } from './TimeWindowChoice';
import { VisitCalendar } from '../../../shared/calendar/VisitCalendar';

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
  /** The instant the wizard judges dates and windows at (useServiceNow). */
  now: Date;
}

const LAST_MINUTE_HINT = `Dates fewer than ${LAST_MINUTE_DAYS} days ahead carry a ${formatCents(LAST_MINUTE_FEE_CENTS)} last-minute fee each and are non-refundable.`;

/** The dashboard wizard names its notice and the last-minute way; /purchase names the fee. */
function describe(flow: BookingFlow, recurring: boolean) {
  if (recurring) {
    return {
      label: 'Select a start date',
      hint: flow === 'wizard' ? BOOKING_NOTICE_MESSAGES.recurring : `Up to ${MAX_DAYS_AHEAD} days ahead. ${LAST_MINUTE_HINT}`,
    };
  }
  if (flow === 'purchase')
    return { label: 'Select Visit Dates', hint: `Each date is one visit, up to ${MAX_DAYS_AHEAD} days ahead. ${LAST_MINUTE_HINT}` };
  return { label: 'Select visit dates', hint: `${BOOKING_NOTICE_MESSAGES.visits} Each date is one visit.` };
}

/**
 * The dates of a booking: a multi-date calendar, or the one start date of a recurring plan, and
 * the booking's time window. Both wizards use it with the same rules (decision 023): the calendar
 * offers the days bookingDateRange allows, and the windows too soon to book are disabled.
 */
export function DatesField({ flow, plan, now }: Props) {
  const labelId = useId();
  const hintId = useId();
  // react-final-form gives '' for a value not set yet (its default format).
  const { input } = useField<string[] | ''>('dates', { subscription: { value: true } });
  const timeWindow = useField<TimeWindow>('timeWindow', { subscription: { value: true } }).input;
  const recurring = plan === 'recurring';
  const { label, hint } = describe(flow, recurring);
  const { earliest, latest } = bookingDateRange(flow, now);
  const dates = input.value || [];

  // Picking today when its chosen window is too soon moves the choice to the first window that
  // is still open, rather than leaving a choice that cannot be bought.
  const changeDates = (next: string[]) => {
    input.onChange(next);
    const open = bookableWindows(next, now);
    const first = open[0];
    if (first && !open.includes(timeWindow.value)) timeWindow.onChange(first);
  };

  return (
    <Wrapper>
      <h3 id={labelId}>{label}</h3>
      <Muted id={hintId}>{hint}</Muted>
      <VisitCalendar
        labelledBy={labelId}
        describedBy={hintId}
        selected={dates}
        onChange={changeDates}
        earliest={earliest}
        latest={latest}
        mode={recurring ? 'single' : 'multiple'}
        today={serviceDayKey(now)}
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
      <TimeWindowChoice open={bookableWindows(dates, now)} />
    </Wrapper>
  );
}
