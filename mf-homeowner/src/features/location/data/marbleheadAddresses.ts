/**
 * The 10 local addresses the autocomplete suggests (docs/product/customer.md §3, 'Suggestion address record').
 * Beta serves Marblehead only, so a fixed list of local streets is the whole address book.
 */
export interface SuggestionAddress {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  fullAddress: string;
}

const STREETS = [
  '12 Front St',
  '48 Washington St',
  '7 Pleasant St',
  '215 Atlantic Ave',
  '33 Ocean Ave',
  '90 Lafayette St',
  '14 Beacon St',
  '5 Gingerbread Hill',
  '61 Elm St',
  '120 Humphrey St',
] as const;

export const MARBLEHEAD_ADDRESSES: readonly SuggestionAddress[] = STREETS.map((address, index) => ({
  id: `mhd-${index + 1}`,
  address,
  city: 'Marblehead',
  state: 'MA',
  zipCode: '01945',
  fullAddress: `${address}, Marblehead, MA 01945`,
}));
