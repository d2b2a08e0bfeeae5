import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LIFECYCLE_MESSAGES } from '@housesit/shared-contracts';
import { makeVisit } from '../../../test/fixtures';
import { START_RECHECK_MS, StartWithConfirm } from './StartConfirm';

// A visit on Monday, June 15, 2026 in Marblehead (America/New_York, EDT = UTC−4).
const visit = makeVisit({ id: 4, status: 'scheduled', scheduledDate: '2026-06-15T12:00:00.000Z', propertyAddress: '1 Front St' });
/** One second before the visit's day begins in New York, and the instant it begins. */
const EVE = new Date('2026-06-15T03:59:59.000Z');
const MIDNIGHT = new Date('2026-06-15T04:00:00.000Z');
const dayMessage = LIFECYCLE_MESSAGES.startOnlyOnVisitDay('Monday, June 15, 2026');

afterEach(() => {
  vi.useRealTimers();
});

function setup(now: Date) {
  vi.useFakeTimers({ now });
  const onStart = vi.fn();
  render(<StartWithConfirm visit={visit} busy={false} onStart={onStart} />);
  return { onStart, start: () => screen.getByRole('button', { name: 'Start visit' }) };
}

describe('Start visit on the visit sheet', () => {
  it("is disabled before the visit's day, says why, and opens by itself when the day begins", () => {
    const { start, onStart } = setup(EVE);
    expect(start()).toBeDisabled();
    expect(start()).toHaveAccessibleDescription(dayMessage);
    fireEvent.click(start());
    expect(screen.queryByRole('group', { name: 'Confirm start' })).toBeNull();

    // Midnight in New York, whatever the phone's zone: the next look at the clock enables it.
    act(() => {
      vi.setSystemTime(MIDNIGHT);
      vi.advanceTimersByTime(START_RECHECK_MS);
    });
    expect(start()).toBeEnabled();
    expect(screen.queryByText(dayMessage)).toBeNull();
    fireEvent.click(start());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, start visit' }));
    expect(onStart).toHaveBeenCalledWith(visit);
  });

  it('is disabled again once the day is over', () => {
    const { start } = setup(new Date('2026-06-16T04:00:00.000Z'));
    expect(start()).toBeDisabled();
    expect(start()).toHaveAccessibleDescription(dayMessage);
  });

  it('asks first on the day, and Not yet goes back', () => {
    const { start, onStart } = setup(MIDNIGHT);
    fireEvent.click(start());
    expect(screen.getByRole('group', { name: 'Confirm start' })).toHaveTextContent(
      'Start Visit #4 at 1 Front St (Monday, June 15, 2026) now?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(onStart).not.toHaveBeenCalled();
    expect(start()).toBeEnabled();
  });
});
