import { PLANS } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { planPriceText, wholeDollars } from './planPrice';

describe('plan prices as the landing page shows them', () => {
  it('shows per-visit prices in whole dollars', () => {
    expect(planPriceText(PLANS.standard)).toEqual({ amount: '$65', unit: 'per visit' });
    expect(planPriceText(PLANS.extended)).toEqual({ amount: '$85', unit: 'per visit' });
  });

  it("shows the recurring plan's highlight", () => {
    expect(planPriceText(PLANS.recurring).amount).toBe('Starting at $135/month');
  });

  it('keeps cents when a price has them', () => {
    expect(wholeDollars(6550)).toBe('$65.50');
  });

  it('groups thousands, as every amount does', () => {
    expect(wholeDollars(104500)).toBe('$1,045');
    expect(wholeDollars(104550)).toBe('$1,045.50');
  });
});
