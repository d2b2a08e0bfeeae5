import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { bookingRoutes, freezeToday } from '../../../test/bookingStubs';
import { LOCKBOX_ALREADY_PAID_LABEL, quoteBooking } from '@housesit/shared-contracts';
import { OrderSummary } from './OrderSummary';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('OrderSummary', () => {
  it("writes a bi-weekly plan one way on every line: 'bi-weekly', never 'biweekly'", async () => {
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    const request = {
      flow: 'purchase',
      plan: 'recurring',
      cadence: 'biweekly',
      dates: ['2030-07-15'],
      timeWindow: 'evening',
      taskIds: [],
      property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: 'Code 1234' },
    } as const;
    renderArea(<OrderSummary request={{ ...request, dates: [...request.dates], taskIds: [] }} />, { stub, path: '/purchase' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Recurring Visit (bi-weekly, first month)')).toBeInTheDocument();
    expect(within(summary).getByText('Recurring Visit (bi-weekly)')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent(/biweekly/);
    expect(within(summary).getByText('Evening (4–8)')).toBeInTheDocument();
  });

  it('lists a plan’s first calendar month of visits and says, before paying, that it renews automatically and when', async () => {
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    const request = {
      flow: 'wizard',
      plan: 'recurring',
      cadence: 'weekly',
      dates: ['2030-07-31'],
      timeWindow: 'morning',
      taskIds: [],
      property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: '' },
    } as const;
    renderArea(<OrderSummary request={{ ...request, dates: [...request.dates], taskIds: [] }} />, { stub, path: '/dashboard' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // From July 31 the month ends on August's 31st: 5 Wednesdays up to August 28, one price.
    expect(
      await within(summary).findByText(
        'Your plan renews automatically each month until you cancel it. Next charge: $225.00 on Saturday, August 31, 2030.',
      ),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText('5 visits: July 31, 2030; August 7, 2030; August 14, 2030; August 21, 2030; August 28, 2030'),
    ).toBeInTheDocument();
    // The first month's line and the total: the monthly price, whatever the month's visit count.
    expect(within(summary).getAllByText('$225.00', { selector: 'dd' })).toHaveLength(2);
  });

  it('says nothing of renewals for a one-off booking', async () => {
    const stub = createStubFetch(bookingRoutes(), { user: homeownerUser });
    const request = {
      flow: 'wizard',
      plan: 'standard',
      dates: ['2030-07-31'],
      timeWindow: 'morning',
      taskIds: [],
      property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: false, customInstructions: '' },
    } as const;
    renderArea(<OrderSummary request={{ ...request, dates: [...request.dates], taskIds: [] }} />, { stub, path: '/dashboard' });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Total cost')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent(/renews/);
    expect(summary).not.toHaveTextContent(/First month/);
  });

  describe('the lockbox: its own line, charged once per property', () => {
    const request = {
      flow: 'wizard',
      plan: 'standard',
      dates: ['2030-07-15', '2030-07-22'],
      timeWindow: 'morning',
      taskIds: [],
      property: { address: '12 Front St', city: 'Marblehead', state: 'MA', zip: '01945', type: 'house' },
      access: { lockboxPurchased: true, customInstructions: '' },
    } as const;
    /** The API's answer, priced by the shared rule with what the API knows of the property. */
    const quoteFor = (lockboxPaidForProperty: boolean) => () => {
      const price = quoteBooking({ plan: 'standard', dateCount: 2, lockboxPurchased: true, lockboxPaidForProperty, flow: 'wizard' });
      return { body: { visitKey: price.visitKey, visitCount: 2, lines: price.lines, totalCents: price.totalCents, provider: 'Sandbox' } };
    };
    const line = (summary: HTMLElement, label: string) => within(summary).getByText(label, { selector: 'dt' }).parentElement!;

    it('shows the lockbox as its own line beside the visits, not inside their price', async () => {
      const stub = createStubFetch({ ...bookingRoutes(), '/api/checkout/quote': quoteFor(false) }, { user: homeownerUser });
      renderArea(<OrderSummary request={{ ...request, dates: [...request.dates], taskIds: [] }} />, { stub, path: '/dashboard' });
      const summary = screen.getByRole('region', { name: 'Order summary' });
      expect(await within(summary).findByText('Lockbox', { selector: 'dt' })).toBeInTheDocument();
      expect(line(summary, 'Standard Visit × 2')).toHaveTextContent('$130.00');
      expect(line(summary, 'Lockbox')).toHaveTextContent('$25.00');
      expect(line(summary, 'Total cost')).toHaveTextContent('$155.00');
    });

    it('charges nothing for it when the property already paid for one, and says so', async () => {
      const stub = createStubFetch({ ...bookingRoutes(), '/api/checkout/quote': quoteFor(true) }, { user: homeownerUser });
      renderArea(<OrderSummary request={{ ...request, dates: [...request.dates], taskIds: [] }} />, { stub, path: '/dashboard' });
      const summary = screen.getByRole('region', { name: 'Order summary' });
      expect(await within(summary).findByText(LOCKBOX_ALREADY_PAID_LABEL, { selector: 'dt' })).toBeInTheDocument();
      expect(line(summary, LOCKBOX_ALREADY_PAID_LABEL)).toHaveTextContent('$0.00');
      expect(line(summary, 'Total cost')).toHaveTextContent('$130.00');
    });
  });
});
