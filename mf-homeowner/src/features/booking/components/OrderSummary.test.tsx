import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubFetch, homeownerUser, renderArea } from '@housesit/shell/kit/testing';
import { bookingRoutes, freezeToday } from '../../../test/bookingStubs';
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
});
