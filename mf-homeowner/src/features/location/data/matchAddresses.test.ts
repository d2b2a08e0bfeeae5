import { describe, expect, it } from 'vitest';
import { MARBLEHEAD_ADDRESSES } from './marbleheadAddresses';
import { matchAddresses } from './matchAddresses';

describe('matchAddresses', () => {
  it('has the 10 local Marblehead addresses', () => {
    expect(MARBLEHEAD_ADDRESSES).toHaveLength(10);
    for (const entry of MARBLEHEAD_ADDRESSES) {
      expect(entry.fullAddress).toBe(`${entry.address}, Marblehead, MA 01945`);
    }
  });

  it('needs at least 2 characters', () => {
    expect(matchAddresses('')).toEqual([]);
    expect(matchAddresses(' f ')).toEqual([]);
    expect(matchAddresses('fr').map((a) => a.address)).toEqual(['12 Front St']);
  });

  it('matches case-insensitively anywhere in the street or full address', () => {
    expect(matchAddresses('OCEAN').map((a) => a.address)).toEqual(['33 Ocean Ave']);
    expect(matchAddresses('ave').map((a) => a.address)).toEqual(['215 Atlantic Ave', '33 Ocean Ave']);
  });

  it('returns at most 5 matches', () => {
    // Every full address contains the town.
    expect(matchAddresses('marblehead')).toHaveLength(5);
    expect(matchAddresses('01945').map((a) => a.id)).toEqual(['mhd-1', 'mhd-2', 'mhd-3', 'mhd-4', 'mhd-5']);
  });
});
