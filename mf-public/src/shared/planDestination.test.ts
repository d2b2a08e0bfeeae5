import { describe, expect, it } from 'vitest';
import { planDestination } from './planDestination';

describe('planDestination', () => {
  it('sends a signed-out visitor to registration with the plan kept', () => {
    expect(planDestination(null, 'extended')).toBe('/login?tab=register&plan=extended');
  });

  it('sends a homeowner to booking on the dashboard', () => {
    expect(planDestination({ role: 'homeowner' }, 'recurring')).toBe('/dashboard?plan=recurring');
  });

  it('sends other signed-in roles to /purchase', () => {
    expect(planDestination({ role: 'admin' }, 'standard')).toBe('/purchase?plan=standard');
    expect(planDestination({ role: 'housesitter' }, 'standard')).toBe('/purchase?plan=standard');
  });
});
