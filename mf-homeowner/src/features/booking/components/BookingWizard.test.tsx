import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { bookingRoutes, freezeToday } from '../../../test/bookingStubs';
import { continueButton, day, fillProperty, next, pickDay } from '../../../test/bookingDrive';
import { BOOKING_NOTICE_MESSAGES, LOCKBOX_EXPLANATION, type PlanId, type PropertySummary } from '@housesit/shared-contracts';
import { makeProperty } from '../../../test/fixtures';
import { BookingWizard } from './BookingWizard';

function Harness({ plan = null }: { plan?: PlanId | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <BookingWizard open={open} initialPlan={plan} onClose={() => setOpen(false)} />
    </>
  );
}

function setup(plan: PlanId | null = null, properties: PropertySummary[] = []) {
  const stub = createStubFetch({ ...bookingRoutes(), '/api/properties': () => ({ body: { items: properties } }) }, { user: homeownerUser });
  renderArea(<Harness plan={plan} />, { stub: stub, path: '/dashboard' });
  return stub;
}

const progress = () => screen.getByRole('progressbar');
const stepTitle = (name: string) => screen.getByRole('heading', { level: 3, name });

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('BookingWizard: steps per plan', () => {
  it('Standard: package, dates, property, summary (4 steps)', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Book Housesit' })).toBeInTheDocument();
    expect(progress()).toHaveAccessibleName('Step 1 of 4');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Choose a package to continue')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Standard Visit/ }));
    await next();
    expect(progress()).toHaveAccessibleName('Step 2 of 4');
    expect(stepTitle('Choose your visit dates')).toBeInTheDocument();
    expect(stepTitle('Choose your visit dates')).toHaveFocus();
    await pickDay('Monday, July 8, 2030');
    await next();
    expect(progress()).toHaveAccessibleName('Step 3 of 4');
    expect(stepTitle('Property and access')).toBeInTheDocument();
    await fillProperty('12 Front St', 'Key under the mat');
    await next();
    expect(progress()).toHaveAccessibleName('Step 4 of 4');
    expect(stepTitle('Order summary and payment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepTitle('Property and access')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Street address' })).toHaveValue('12 Front St');
  });

  it('Extended: package, dates, custom tasks, property, summary (5 steps)', async () => {
    setup('extended');
    expect(screen.getByRole('radio', { name: /Extended Visit/ })).toBeChecked();
    expect(progress()).toHaveAccessibleName('Step 1 of 5');
    await next();
    expect(stepTitle('Choose your visit dates')).toBeInTheDocument();
    await pickDay('Monday, July 8, 2030');
    await next();
    expect(progress()).toHaveAccessibleName('Step 3 of 5');
    expect(stepTitle('Custom tasks')).toBeInTheDocument();
    await next();
    expect(stepTitle('Property and access')).toBeInTheDocument();
    await fillProperty('12 Front St', 'Key under the mat');
    await next();
    expect(progress()).toHaveAccessibleName('Step 5 of 5');
    expect(stepTitle('Order summary and payment')).toBeInTheDocument();
  });

  it("Recurring: titled 'Recurring Visit'; frequency, one start date, tasks, property with instructions only, summary (6 steps)", async () => {
    setup('recurring');
    expect(screen.getByRole('dialog', { name: 'Recurring Visit' })).toBeInTheDocument();
    expect(progress()).toHaveAccessibleName('Step 1 of 6');
    await next();
    expect(stepTitle('How often?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bi-weekly/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    await next();
    expect(stepTitle('Choose your start date')).toBeInTheDocument();
    expect(screen.getByText(BOOKING_NOTICE_MESSAGES.recurring)).toBeInTheDocument();
    await pickDay('Monday, July 8, 2030');
    await pickDay('Tuesday, July 9, 2030');
    // One start date: the second pick replaces the first.
    expect(day('Monday, July 8, 2030')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Tuesday, July 9, 2030')).toHaveAttribute('aria-pressed', 'true');
    await next();
    expect(stepTitle('Custom tasks')).toBeInTheDocument();
    await next();
    expect(progress()).toHaveAccessibleName('Step 5 of 6');
    expect(screen.queryByRole('checkbox', { name: /lockbox/i })).not.toBeInTheDocument();
    await fillProperty('12 Front St');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Enter access instructions')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Access instructions'), 'Code 1234');
    await next();
    expect(progress()).toHaveAccessibleName('Step 6 of 6');
    expect(await screen.findByText('Recurring Visit (weekly)')).toBeInTheDocument();
    expect(await screen.findByText('$225.00', { selector: '[data-total] dd' })).toBeInTheDocument();
  });
});

describe('BookingWizard: rules', () => {
  it('needs 7 days of notice: nearer dates are disabled and cannot be picked, and the notice names the last-minute way', async () => {
    setup('standard');
    await next();
    // The spec's words, then where to book sooner and what it costs (decision 023).
    expect(
      screen.getByText(
        'Minimum 7 days advance notice required. Need a visit sooner? Book Housesit on My Visits books last-minute visits for a $20.00 fee per visit; bookings made within 7 days of the visit are non-refundable. Each date is one visit.',
      ),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Select at least one visit date')).toBeInTheDocument();
    const tooSoon = day('Sunday, July 7, 2030');
    expect(tooSoon).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tooSoon);
    expect(tooSoon).toHaveAttribute('aria-pressed', 'false');
    expect(continueButton()).toBeDisabled();
    expect(day('Monday, July 1, 2030')).toHaveAttribute('aria-current', 'date');

    await pickDay('Monday, July 8, 2030');
    await pickDay('Wednesday, July 10, 2030');
    expect(screen.getByText('2 visits:')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    // Picking a chosen date again removes it.
    await pickDay('Monday, July 8, 2030');
    expect(screen.getByText('1 visit:')).toBeInTheDocument();
  });

  it('moves through the calendar with the keyboard and picks with Enter', async () => {
    setup('standard');
    await next();
    const first = day('Monday, July 8, 2030');
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day('Tuesday, July 9, 2030')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(day('Tuesday, July 16, 2030')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByText('August 2030')).toBeInTheDocument();
    expect(day('Friday, August 16, 2030')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(day('Friday, August 16, 2030')).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toBeEnabled();
  });

  it('keeps the custom tasks within 30 points', async () => {
    setup('extended');
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    expect(screen.getByText('0/30 Points Used')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Litter box (15 points)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Water garden beds (20 points)' }));
    expect(screen.getByText('35/30 Points Used')).toBeInTheDocument();
    // Said once, as the reason Continue is disabled.
    expect(screen.getAllByText('Please reduce your selection to 30 points or fewer')).toHaveLength(1);
    expect(continueButton()).toHaveAccessibleDescription('Please reduce your selection to 30 points or fewer');
    expect(continueButton()).toBeDisabled();
    // The long 'Large parcel delivery' name wraps, its box is drawn full size like the others.
    expect(screen.getByRole('checkbox', { name: /Large parcel delivery/ })).toHaveStyle({ flexShrink: '0', width: '1.25rem' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Litter box (15 points)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Rotate blinds & lights (5 points)' }));
    expect(screen.getByText('25/30 Points Used')).toBeInTheDocument();
    expect(screen.queryByText('Please reduce your selection to 30 points or fewer')).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
  });

  it('needs a street and the lockbox or access instructions; the town is fixed', async () => {
    setup('standard');
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    expect(screen.getByLabelText('City')).toHaveValue('Marblehead');
    expect(screen.getByLabelText('City')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('State')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('01945');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('readonly');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Street address is required')).toBeInTheDocument();
    await fillProperty('12 Front St');
    expect(screen.getByText('Add the lockbox or enter access instructions')).toBeInTheDocument();
    const lockbox = screen.getByRole('checkbox', { name: 'Add a lockbox (+$25.00, once per property)' });
    // Explained where it is offered: what it is, and that it is paid once per property.
    expect(lockbox).toHaveAccessibleDescription(LOCKBOX_EXPLANATION);
    await userEvent.click(lockbox);
    expect(continueButton()).toBeEnabled();
  });

  it("opens 'Request Service Area Expansion' from 'Request My Location'", async () => {
    setup('standard');
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Request My Location' }));
    const request = screen.getByRole('dialog', { name: 'Request Service Area Expansion' });
    await userEvent.click(within(request).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Request Service Area Expansion' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Housesit' })).toBeInTheDocument();
  });

  it('offers the addresses already booked: one press fills the street, line 2 and type; access text is typed again (it is sealed)', async () => {
    const saved = makeProperty({
      address: '4 Elm Street, Unit 2, Marblehead, MA 01945',
      booked: { street: '4 Elm Street', addressLine2: 'Unit 2', type: 'condo' },
    });
    // A visit entered by hand has no checkout's parts to give back: not offered.
    const byHand = makeProperty({ address: '9 Oak Road, Marblehead, MA 01945', booked: null });
    setup('standard', [saved, byHand]);
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    const group = await screen.findByRole('region', { name: 'Your addresses' });
    expect(within(group).queryByRole('button', { name: /9 Oak Road/ })).not.toBeInTheDocument();
    const choice = within(group).getByRole('button', { name: '4 Elm Street, Unit 2, Marblehead, MA 01945' });
    expect(choice).toHaveAttribute('aria-pressed', 'false');
    expect(continueButton()).toBeDisabled();

    await userEvent.click(choice);
    expect(screen.getByRole('combobox', { name: 'Street address' })).toHaveValue('4 Elm Street');
    expect(screen.getByLabelText('Apartment, suite, etc. (optional)')).toHaveValue('Unit 2');
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('Access instructions')).toHaveValue('');
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Access instructions'), 'Same side door as before');
    expect(continueButton()).toBeEnabled();
  });

  it('shows no saved addresses to a customer who has booked none', async () => {
    const stub = setup('standard');
    await next();
    await pickDay('Monday, July 8, 2030');
    await next();
    expect(stepTitle('Property and access')).toBeInTheDocument();
    await waitFor(() => expect(stub.callsTo('/api/properties')).toHaveLength(1));
    // Its answer (no items) has been rendered: the fields are there, and no saved addresses.
    await screen.findByRole('combobox', { name: 'Street address' });
    expect(screen.queryByText('Your addresses')).not.toBeInTheDocument();
  });

  it('starts again from nothing after closing', async () => {
    setup();
    await userEvent.click(screen.getByRole('radio', { name: /Extended Visit/ }));
    await next();
    await pickDay('Monday, July 8, 2030');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(progress()).toHaveAccessibleName('Step 1 of 4');
    expect(screen.getByRole('radio', { name: /Extended Visit/ })).not.toBeChecked();
  });
});

describe('BookingWizard: closing asks before it loses what was entered', () => {
  it('closes at once on Escape while nothing has been entered, and focus returns to the opener', async () => {
    setup();
    const reopen = screen.getByRole('button', { name: 'reopen' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(reopen);
    expect(screen.getByRole('dialog', { name: 'Book Housesit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
  });

  it('once something is entered, Escape and × ask "Discard this booking?": Keep editing (focused) keeps it, Discard closes', async () => {
    setup();
    const reopen = screen.getByRole('button', { name: 'reopen' });
    // Opened from a button, as the pill bar opens it, so focus has somewhere to return.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(reopen);
    await userEvent.click(screen.getByRole('radio', { name: /Standard Visit/ }));
    await next();
    await pickDay('Monday, July 8, 2030');

    await userEvent.keyboard('{Escape}');
    const ask = screen.getByRole('dialog', { name: 'Discard this booking?' });
    expect(ask).toHaveAttribute('aria-modal', 'true');
    expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    // Enter on the default keeps the work: the wizard is where it was.
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).not.toBeInTheDocument();
    expect(progress()).toHaveAccessibleName('Step 2 of 4');
    expect(day('Monday, July 8, 2030')).toHaveAttribute('aria-pressed', 'true');

    // Escape inside the question keeps editing too; focus goes back into the wizard.
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    expect(screen.getByRole('dialog', { name: 'Discard this booking?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book Housesit' })).toBeInTheDocument();
    expect(close).toHaveFocus();

    await userEvent.click(close);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reopen).toHaveFocus();
  });
});
